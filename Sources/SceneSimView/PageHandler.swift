import FlyingFox
import Foundation

/// Every request: loopback hosts only, the token always, no `Origin` but the page's own;
/// GETs of the page, its state, the SVG, frames of the past and the live socket (the token
/// in the URL), and, unless the page only views, a command by POST (the token in a
/// header, never in the URL).
struct PageHandler: HTTPHandler {
  let hub: Hub
  let token: String
  /// A page that only views: it takes no commands.
  let readOnly: Bool

  /// The header a command's token comes in.
  static let tokenHeader = HTTPHeader("X-Scenesim-Token")
  /// How long a command may wait for scenesim: less than the door's time for an answer.
  static let commandSeconds = 55.0

  func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
    let host = request.headers[.host] ?? ""
    guard ["127.0.0.1", "localhost"].contains(Self.hostName(host)) else {
      return Self.text(.forbidden, "this server answers only to 127.0.0.1\n")
    }
    // A page of this server sends its own origin; any other is another site.
    if let origin = request.headers[HTTPHeader("Origin")], origin != "http://" + host {
      return Self.text(.forbidden, "requests from other sites are refused\n")
    }
    if request.method == .POST, request.path == "/command" {
      return await command(request)
    }
    guard request.method == .GET, request.path != "/command" else {
      let command = request.path == "/command"
      var response = Self.text(
        .methodNotAllowed, command ? "a command comes by POST\n" : "this page is read by GET\n")
      response.headers[HTTPHeader("Allow")] = command ? "POST" : "GET"
      return response
    }
    guard Token.matches(request.query["token"], token) else {
      return Self.text(
        .forbidden, "open the address scenesim printed: it ends with ?token=...\n")
    }
    switch request.path {
    case "/":
      return Self.response(
        .ok, type: "text/html; charset=utf-8", readOnly ? Page.readOnlyHTML : Page.html)
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
    case "/complete":
      // What Tab offers: read from the last state handed over, it changes nothing.
      guard let line = request.query["line"], line.utf8.count <= 4096,
        !line.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" })
      else { return Self.text(.badRequest, "line is the text before the cursor, one line\n") }
      guard let words = await hub.completions(line) else {
        return Self.text(.gatewayTimeout, "scenesim did not answer\n")
      }
      return Self.response(.ok, type: "application/json", words)
    case "/live":
      return try await WebSocketHTTPHandler(
        handler: MessageFrameWSHandler(handler: Follower(hub: hub))
      )
      .handleRequest(request)
    default:
      return Self.text(.notFound, "no such page\n")
    }
  }

  /// `POST /command`: the body is one command line, run by scenesim as if typed in its
  /// REPL; the answer is what it printed, `{"output":[...],"error":...}`.
  func command(_ request: HTTPRequest) async -> HTTPResponse {
    guard Token.matches(request.headers[Self.tokenHeader], token) else {
      let inURL = request.query["token"] != nil
      return Self.text(
        .forbidden,
        inURL
          ? "a command's token goes in the X-Scenesim-Token header, never in the URL\n"
          : "a command needs the page's token in the X-Scenesim-Token header\n")
    }
    guard !readOnly else {
      return Self.text(.forbidden, "this page only views (scenesim was started read-only)\n")
    }
    guard let body = try? await request.bodyData,
      let line = String(data: body, encoding: .utf8)
    else {
      return Self.text(.badRequest, "the body is one command line in UTF-8\n")
    }
    guard !line.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) else {
      return Self.text(.badRequest, "one command line a request: no line breaks\n")
    }
    // Control characters would reach the REPL's terminal as it echoes the line.
    guard
      !line.unicodeScalars.contains(where: {
        ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value)
      })
    else {
      return Self.text(.badRequest, "a command line holds no control characters\n")
    }
    guard let answer = await hub.command(line, seconds: Self.commandSeconds) else {
      return Self.text(
        .gatewayTimeout, "scenesim did not answer: it may be busy, and may run it later\n")
    }
    return Self.response(.ok, type: "application/json", answer)
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
