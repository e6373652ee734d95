import FlyingFox
import Foundation

/// Every request: loopback hosts only, GET or HEAD only, the token always; then the page,
/// its state, the SVG, frames of the past and the live socket.
struct PageHandler: HTTPHandler {
  let hub: Hub
  let token: String

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let host = request.headers[.host].map(Self.hostName) ?? ""
    guard host == "127.0.0.1" || host == "localhost" else {
      return Self.text(.forbidden, "this server answers only to 127.0.0.1\n")
    }
    guard request.method == .GET || request.method == .HEAD else {
      var response = Self.text(.methodNotAllowed, "the live page only views: GET and HEAD\n")
      response.headers[HTTPHeader("Allow")] = "GET, HEAD"
      return response
    }
    guard Token.matches(request.query["token"], token) else {
      return Self.text(
        .forbidden, "open the address scenesim printed: it ends with ?token=...\n")
    }
    if let origin = request.headers[HTTPHeader("Origin")],
      !["http://127.0.0.1", "http://localhost"].contains(Self.hostName(origin, scheme: true))
    {
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

  /// The host of a `Host` header (`127.0.0.1:8080`) or of an origin (`http://localhost:80`).
  static func hostName(_ text: String, scheme: Bool) -> String {
    var rest = Substring(text)
    if scheme, let end = rest.range(of: "://") {
      let prefix = rest[..<end.upperBound]
      rest = rest[end.upperBound...]
      if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
      return String(prefix) + rest
    }
    if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
    return String(rest)
  }

  static func hostName(_ text: String) -> String { hostName(text, scheme: false) }

  static func response(_ status: HTTPStatusCode, type: String, _ body: String) -> HTTPResponse {
    HTTPResponse(
      statusCode: status,
      headers: [
        .contentType: type,
        .cacheControl: "no-store",
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
