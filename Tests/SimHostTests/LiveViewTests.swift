import LivePageProtocol
import SimCommands
import SimComponents
import Testing

@testable import SimHost

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The live page's side in scenesim, against stand-in servers written in sh: the
/// handshake, the lines it sends, and the answers to frame requests.
@Suite struct LiveViewTests {
  /// A folder of the test's own, removed when `body` ends.
  private func inFolder(_ name: String, _ body: (String) throws -> Void) throws {
    let folder = "/tmp/scenesim-live-tests-\(getpid())-\(name)"
    Platform.makeFolders(folder)
    defer { _ = ChildProcess.run(shell: "rm -rf '\(folder)'") }
    try body(folder)
  }

  /// A server that runs `script` (sh), as an executable file.
  private func server(_ path: String, _ script: String) throws -> String {
    try Platform.write("#!/bin/sh\n" + script + "\n", to: path)
    chmod(path, 0o755)
    return path
  }

  private func startError(_ server: String) -> String? {
    do {
      let view = try LiveView.start(port: 0, readOnly: false, server: server)
      view.stop()
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// The lines in `path` once `done` holds for them, waiting up to 10 s.
  private func lines(_ path: String, until done: ([String]) -> Bool) -> [String] {
    let deadline = Platform.seconds + 10
    while true {
      let text = (try? Platform.readText(path)) ?? ""
      let lines = text.split(separator: "\n").map(String.init)
      if done(lines) || Platform.seconds > deadline { return lines }
      usleep(10_000)
    }
  }

  @Test func aServerThatCannotListenSaysWhy() throws {
    try inFolder("refuses") { folder in
      let path = try server(folder + "/server", "echo 'E port 1 is in use'")
      #expect(startError(path) == "the live page could not be served: port 1 is in use")
    }
  }

  @Test func aServerOfAnotherVersionIsRefused() throws {
    try inFolder("other") { folder in
      let path = try server(folder + "/server", "echo 'L 4000 abc 0'; cat >/dev/null")
      #expect(
        startError(path)
          == "the live page could not be served: \(path) is from another version of scenesim; "
          + "build it again")
    }
  }

  @Test func aMissingServerIsNamed() {
    #expect(
      startError("/nonexistent/scenesim-view")
        == "the live page's server is not built: no /nonexistent/scenesim-view")
  }

  @Test func framesBeforeAnySceneAndStatesAfter() throws {
    try inFolder("states") { folder in
      let out = folder + "/sent"
      let path = try server(
        folder + "/server",
        "echo 'L 4000 abc \(LivePageProtocol.version)'; echo 'F 7 0'; cat >'\(out)'")
      let view = try LiveView.start(port: 0, readOnly: false, server: path)
      #expect(view.address == "http://127.0.0.1:4000/?token=abc")
      let before = lines(out) { $0.count >= 1 }
      #expect(before == ["X 7 \"no scene yet\""])
      var session = Session()
      _ = session.execute("view add box frame 10,10,20,20")
      view.publish(session)
      let after = lines(out) { $0.count >= 2 }
      view.stop()
      #expect(after.count == 2)
      #expect(after.last?.hasPrefix("S {\"time\":0,") == true)
      #expect(after.last?.contains("s-box") == true)
    }
  }

  @Test func everyFrameRequestIsAnsweredOnce() throws {
    try inFolder("many") { folder in
      let out = folder + "/answers"
      let requests = (1...20).map { "F \($0) 0" }.joined(separator: "\\n")
      let path = try server(
        folder + "/server",
        "echo 'L 4000 abc \(LivePageProtocol.version)'; printf '\(requests)\\n'; cat >'\(out)'")
      let view = try LiveView.start(port: 0, readOnly: false, server: path)
      let answers = lines(out) { $0.count >= 20 }
      view.stop()
      let ids = answers.compactMap {
        $0.split(separator: " ").dropFirst().first.flatMap { Int($0) }
      }
      #expect(ids.sorted() == Array(1...20))
      #expect(
        answers.allSatisfy {
          $0.hasSuffix("\"no scene yet\"") || $0.hasSuffix(Format.json(LiveView.busy))
        })
    }
  }

  @Test func commandsWaitForTheREPLWhichIsWokenAndAnswersThem() throws {
    try inFolder("commands") { folder in
      let out = folder + "/answers"
      let path = try server(
        folder + "/server",
        "echo \"$@\" >'\(folder)/arguments'; echo 'L 4000 abc \(LivePageProtocol.version)'; "
          + "echo 'C 3 view add a frame 0,0,10,10'; echo 'C 4 tap 5,5'; cat >'\(out)'")
      let view = try LiveView.start(port: 0, readOnly: true, server: path)
      #expect(Platform.waitForInput(view.wake.descriptor, seconds: 10))
      var commands: [PageCommand] = []
      let deadline = Platform.seconds + 10
      while commands.count < 2, Platform.seconds < deadline {
        commands += view.takeCommands()
        Platform.pause(seconds: 0.01)
      }
      #expect(commands.map(\.id) == [3, 4])
      #expect(commands.map(\.line) == ["view add a frame 0,0,10,10", "tap 5,5"])
      #expect(!Platform.waitForInput(view.wake.descriptor, seconds: 0))
      view.reply(3, output: ["done"], error: nil)
      view.reply(4, output: [], error: "no")
      let answers = lines(out) { $0.count >= 2 }
      view.stop()
      #expect(
        answers == [
          "R 3 {\"output\":[\"done\"],\"error\":null}", "R 4 {\"output\":[],\"error\":\"no\"}",
        ])
      #expect(lines(folder + "/arguments") { !$0.isEmpty } == ["--port 0 --read-only"])
    }
  }

  @Test func completionsAreReadFromTheLastStateHandedOver() throws {
    try inFolder("complete") { folder in
      let out = folder + "/answers"
      let path = try server(
        folder + "/server",
        "echo 'L 4000 abc \(LivePageProtocol.version)'; sleep 0.3; echo 'P 9 view set b'; "
          + "cat >'\(out)'")
      let view = try LiveView.start(port: 0, readOnly: false, server: path)
      var session = Session()
      _ = session.execute("view add box frame 10,10,20,20")
      view.publish(session)
      let answers = lines(out) { $0.contains { $0.hasPrefix("W ") } }
      view.stop()
      #expect(answers.contains("W 9 {\"words\":[\"box\"]}"))
    }
  }
}
