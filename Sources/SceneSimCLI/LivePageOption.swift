import ArgumentParser
import SimHost

/// `--view [PORT]` of `repl` and `serve`: the live page beside the session.
struct LivePageOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Also serve the scene as a live page on 127.0.0.1:PORT (0 or no PORT: a free port); "
        + "its address is printed on standard error.", valueName: "PORT"))
  var view: Int?

  @Flag(
    name: .long,
    help: "With --view: a page that only views, runs no commands and cannot be touched.")
  var readOnly = false

  func validate() throws {
    if let view, !(0...65535).contains(view) {
      throw ValidationError("a port is from 0 to 65535")
    }
    if readOnly, view == nil { throw ValidationError("--read-only goes with --view") }
  }

  /// Starts `page` when `--view` was given; an error line starting with `errorPrefix` and
  /// exit status 1 when it cannot be served.
  func start(_ page: LivePage, errorPrefix: String) throws {
    guard let view else { return }
    if case .failure(let error) = page.start(port: view, readOnly: readOnly) {
      Platform.err(errorPrefix + " " + error.text)
      throw ExitCode(1)
    }
  }
}
