import FlyingFox
import Foundation

/// Every request: loopback hosts only, GET only, the token always; then the page,
/// its state, the SVG, frames of the past and the live socket.
struct PageHandler: HTTPHandler {
  let hub: Hub
  let token: String

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let host = request.headers[.host] ?? ""
    guard ["127.0.0.1", "localhost"].contains(Self.hostName(host)) else {
      return Self.text(.forbidden, "this server answers only to 127.0.0.1\n")
    }
    guard request.method == .GET else {
      var response = Self.text(.methodNotAllowed, "the live page only views: GET only\n")
      response.headers[HTTPHeader("Allow")] = "GET"
      return response
    }
    guard Token.matches(request.query["token"], token) else {
      return Self.text(
        .forbidden, "open the address scenesim printed: it ends with ?token=...\n")
    }
    // A page of this server sends its own origin; any other is another site.
    if let origin = request.headers[HTTPHeader("Origin")], origin != "http://" + host {
      return Self.text(.forbidden, "requests from other sites are refused\n")
    }
    switch request.path {
    case "/":
      return Self.response(.ok, type: "text/html; charset=utf-8", Page.html)
    case "/state":
      let state = await hub.state
      guard state != "null" else { return Self.text(.serviceUnavailable, "no scene yet\n") }
      return Self.response(.ok, type: "application/json", state)
    case "/scene.svg":
      guard let svg = await hub.svg else {
        return Self.text(.serviceUnavailable, "no scene yet\n")
      }
      return Self.response(.ok, type: "image/svg+xml", svg)
    case "/frame":
      guard let text = request.query["t"], let micros = Int64(text), micros >= 0 else {
        return Self.text(.badRequest, "t is the virtual time in whole microseconds\n")
      }
      switch await hub.frame(at: micros) {
      case .frame(let json)?:
        return Self.response(.ok, type: "application/json", json)
      case .failed(let message)?:
        return Self.text(.conflict, message + "\n")
      case nil:
        return Self.text(.gatewayTimeout, "scenesim did not answer\n")
      }
    case "/live":
      return try await WebSocketHTTPHandler(
        handler: MessageFrameWSHandler(handler: Follower(hub: hub))
      )
      .handleRequest(request)
    default:
      return Self.text(.notFound, "no such page\n")
    }
  }

  /// The host of a `Host` header without its port: `127.0.0.1:8080` → `127.0.0.1`.
  static func hostName(_ text: String) -> String {
    guard let colon = text.lastIndex(of: ":") else { return text }
    return String(text[..<colon])
  }

  static func response(_ status: HTTPStatusCode, type: String, _ body: String) -> HTTPResponse {
    HTTPResponse(
      statusCode: status,
      headers: [
        .contentType: type,
        .cacheControl: "no-store",
        // One request a connection (the door passes on no second one).
        .connection: "close",
        HTTPHeader("X-Content-Type-Options"): "nosniff",
        HTTPHeader("Referrer-Policy"): "no-referrer",
        HTTPHeader("X-Frame-Options"): "DENY",
        HTTPHeader("Content-Security-Policy"):
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
          + "img-src 'self' data:; connect-src 'self' ws://127.0.0.1:* ws://localhost:*; "
          + "frame-ancestors 'none'",
      ],
      body: Data(body.utf8))
  }

  static func text(_ status: HTTPStatusCode, _ body: String) -> HTTPResponse {
    response(status, type: "text/plain; charset=utf-8", body)
  }
}

extension [HTTPRequest.QueryItem] {
  subscript(name: String) -> String? { first { $0.name == name }?.value }
}
