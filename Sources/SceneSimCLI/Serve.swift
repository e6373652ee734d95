import ArgumentParser
import SimCommands
import SimHost

/// The JSON-lines protocol for editors, test suites and other programs.
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Answer JSON requests, one per line, on standard input and output.",
    discussion: """
      Each line of standard input is a request: {"id": 1, "line": "view add a frame \
      0,0,10,10"} runs a command, {"id": 2, "complete": "view ad"} lists completions. Each \
      gets exactly one line of JSON back, in order, flushed at once: {"id":1,"ok":true,\
      "output":[...],"time":0}, or "ok":false with "error":{"message":...,"column":...}; a \
      failing line changes nothing. A line that is not JSON is answered with "id":null and \
      the server goes on. It ends at the end of input or after a quit line. See \
      docs/protocol.md.
      """)

  @Flag(name: .long, help: "Talk over standard input and output (the only transport).")
  var stdio = false

  @OptionGroup var live: LivePageOption

  func validate() throws {
    guard stdio else { throw ValidationError("give --stdio: requests come on standard input") }
  }

  func run() throws {
    // The protocol answers one request a line: its page only views.
    let page = LivePage(viewsOnly: true)
    defer { _ = page.stop() }
    try live.start(page, errorPrefix: "error:")
    ProtocolServer.serveStandardIO(page: page)
  }
}
