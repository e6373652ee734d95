import SimCommands
import SimComponents

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz input: its lines run in a fresh session, each checked.
///
/// After every line the scene's invariants hold, `dump` is valid JSON, and a line that
/// failed changed nothing a person can see (the scene, pending work, the clock, windows,
/// annotations, hooks, definitions, settings). Then the whole input runs again with every
/// `tick` split into uneven pieces, and must print the same.
enum FuzzCase {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    // Scattering up to 2 000 000 pins is allowed and takes its time; it is measured by
    // scripts/bench, not here, where it would only be a timeout.
    let lines = Script.lines(of: text).prefix(200).filter { !isLargeScatter($0) }
    var session = Session()
    var outputs: [[String]] = []
    // What a person can see after each line is what the next line starts from.
    var seen = observed(&session)
    for line in lines {
      let result = session.execute(line)
      outputs.append(result.lines)
      let problems = session.scene.checkInvariants()
      if !problems.isEmpty { fail("invariants after \(line.debugDescription): \(problems)") }
      let now = observed(&session)
      // A failing line changes nothing; a sourced file that stops at a failing line keeps
      // what its lines before did (each line of it is a command of its own).
      if !result.succeeded, !result.changedScene, now != seen {
        fail("the failed line \(line.debugDescription) changed the session")
      }
      seen = now
      // The JSON line of `dump` (`watch on` adds a picture after it).
      let dump = now.first { $0.hasPrefix("{") } ?? ""
      if (try? JSONValue.parse(Array(dump.utf8))) == nil {
        fail("dump is not JSON after \(line.debugDescription)")
      }
      if result.quit { break }
    }
    var split = Session()
    split.tickPieces = 3
    for (index, line) in lines.prefix(outputs.count).enumerated() {
      let again = split.execute(line).lines
      if again != outputs[index] {
        fail(
          "\(line.debugDescription) printed \(again) with ticks split, \(outputs[index]) without")
      }
    }
  }

  private static func isLargeScatter(_ line: String) -> Bool {
    guard line.contains("scatter") else { return false }
    return line.split(separator: " ").contains { (Double($0) ?? 0) > 20_000 }
  }

  /// What a failing line must leave as it was.
  private static func observed(_ session: inout Session) -> [String] {
    var seen: [String] = []
    for command in ["dump", "pending", "time", "windows", "annotations", "on", "settings"] {
      seen += session.execute(command).lines
    }
    seen += session.definitions.keys.sorted()
    return seen
  }

  private static func fail(_ message: String) -> Never {
    printError("scenesim-fuzz: \(message)")
    abort()
  }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

#if FUZZING
  /// libFuzzer's entry point.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzCase.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
  }
#else
  /// Without the fuzzer: `scenesim-fuzz FILE...` runs inputs (a crash found, to reproduce
  /// it), and `scenesim-fuzz --dictionary` prints the command words for libFuzzer's `-dict`.
  @main struct FuzzReplay {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      if arguments.first == "--dictionary" {
        for word in dictionary() { print("\"\(word)\"") }
        return
      }
      for path in arguments {
        guard let file = fopen(path, "rb") else {
          printError("scenesim-fuzz: cannot read \(path)")
          exit(2)
        }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 65536)
        while true {
          let count = fread(&block, 1, block.count, file)
          if count <= 0 { break }
          bytes += block[..<count]
        }
        fclose(file)
        bytes.withUnsafeBytes { FuzzCase.run($0) }
        print("\(path): ok")
      }
    }

    /// Every word of the command language: command paths, option names and the words
    /// values may take, as the REPL's completion offers them.
    static func dictionary() -> [String] {
      let session = Session()
      var words = Set<String>()
      for spec in session.registry.commands {
        words.formUnion(spec.path)
        let line = spec.path.joined(separator: " ") + " "
        words.formUnion(session.completions(for: line))
      }
      for first in session.completions(for: "") {
        words.formUnion(session.completions(for: first + " "))
      }
      return words.filter {
        !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0 != "\"" && $0 != "\\" }
      }
      .sorted()
    }
  }
#endif
