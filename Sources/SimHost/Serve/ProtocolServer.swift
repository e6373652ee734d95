import SimCommands

/// The JSON-lines protocol of `scenesim serve --stdio` (docs/protocol.md): one request per
/// line, one answer per request, in order.
///
/// - `{"id": 1, "line": "view add a frame 0,0,10,10"}` runs a line as the REPL does and
///   answers `{"id":1,"ok":true,"output":[...],"time":0}` (`time`: the virtual clock in
///   seconds after it); a failing line answers `"ok":false` with
///   `"error":{"message":...,"column":...,"hint":...}` and changes nothing.
/// - `{"id": 2, "complete": "view ad"}` answers `{"id":2,"ok":true,"completions":["add"],
///   "files":false}`: the words that can end the text, and whether file names fit there.
/// - Anything else answers `"ok":false` with the request's id, or `null` when the line is
///   not a JSON object with one.
public struct ProtocolServer: Sendable {
  /// The scene the requests drive.
  public var session: Session
  /// Whether a `quit` or `exit` line ended the conversation.
  public private(set) var finished = false

  /// A server whose requests drive `session`.
  public init(session: Session) {
    self.session = session
  }

  /// Answers the requests of standard input on standard output until the input ends or a
  /// `quit` line comes, in a session of the program's own (files relative to the working
  /// directory, pictures in ASCII) that `page` shows.
  public static func serveStandardIO(page: LivePage) {
    var session = Session.forProgram()
    session.terminal = TerminalInfo(columns: nil, rows: nil, isTerminal: false)
    session.liveView = page.control
    var server = ProtocolServer(session: session)
    page.publish(server.session)
    while !server.finished, let read = Platform.readStdinLine() {
      switch read {
      case .text(let bytes):
        if let answer = server.answer(bytes) { Platform.out([answer]) }
        page.publish(server.session)
      case .tooLong:
        Platform.out([
          ProtocolServer.failure(id: .null, message: "a request \(Platform.lineTooLong)")
        ])
      }
    }
  }

  /// The answer to one line of input, as one line of JSON; nil for a blank line.
  public mutating func answer(_ bytes: [UInt8]) -> String? {
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
    let request: JSONValue
    do {
      request = try JSONValue.parse(bytes)
    } catch {
      return Self.failure(id: .null, message: error.message)
    }
    guard case .object(let members) = request else {
      return Self.failure(id: .null, message: "a request is a JSON object")
    }
    let id = members["id"] ?? .null
    switch (members["line"], members["complete"]) {
    case (.string(let line)?, nil):
      return run(line, id: id)
    case (nil, .string(let prefix)?):
      let completion = session.completion(for: prefix)
      return JSONValue.object([
        ("id", id.text), ("ok", "true"),
        ("completions", JSONValue.array(completion.words.map(JSONValue.string)).text),
        ("files", JSONValue.bool(completion.files).text),
      ])
    case (_?, _?):
      return Self.failure(id: id, message: "a request has \"line\" or \"complete\", not both")
    case (_?, nil), (nil, _?):
      return Self.failure(id: id, message: "\"line\" and \"complete\" take a string")
    case (nil, nil):
      return Self.failure(id: id, message: "a request needs \"line\" or \"complete\"")
    }
  }

  /// Runs a command line and answers with its output or its error.
  private mutating func run(_ line: String, id: JSONValue) -> String {
    var (output, failure, quit): ([String], CommandError?, Bool) = ([], nil, false)
    if let lineBreak = line.firstIndex(where: \.isNewline) {
      // Answered as a failing line: the column is the break's.
      let column = line[..<lineBreak].count + 1
      failure = CommandError("a line holds one command: no line breaks", column: column)
    } else {
      let result = session.execute(line)
      (output, failure, quit) = (result.output, result.error, result.quit)
    }
    var members: [(key: String, text: String)] = [
      ("id", id.text), ("ok", JSONValue.bool(failure == nil).text),
      ("output", JSONValue.array(output.map(JSONValue.string)).text),
    ]
    if let error = failure {
      var details: [(key: String, text: String)] = [
        ("message", Format.json(error.message)),
        ("column", error.column.map { String($0) } ?? "null"),
      ]
      if let hint = error.hint { details.append(("hint", Format.json(hint))) }
      if let origin = error.origin { details.append(("origin", Format.json(origin))) }
      members.append(("error", JSONValue.object(details)))
    }
    members.append(("time", session.scene.now.decimalSeconds))
    if quit {
      finished = true
      members.append(("quit", "true"))
    }
    return JSONValue.object(members)
  }

  /// An answer for a request that could not run.
  public static func failure(id: JSONValue, message: String) -> String {
    JSONValue.object([
      ("id", id.text), ("ok", "false"),
      ("error", JSONValue.object([("message", Format.json(message)), ("column", "null")])),
    ])
  }
}
