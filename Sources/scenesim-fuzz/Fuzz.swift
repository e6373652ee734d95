import SimCommands
import SimComponents

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz input: its lines run in a fresh session, each checked, until one leaves more
/// than ``maxNodes`` nodes in the scene.
///
/// After every line the invariants of what it changed hold (the check that follows the
/// changes, as the transcript runner's; `IncrementalInvariantTests` shows it finds what the
/// whole-scene check finds there), and the whole scene's at the end; `dump` is valid JSON
/// whenever it changed; and a line that failed changed nothing a person can see (the scene,
/// pending work, the clock, windows, annotations, hooks, definitions, settings), compared
/// with a copy of the session taken before it: by what both print, unless the session is
/// that copy bit for bit. Then, when the clock moved, the input runs again from its first
/// line that could tick with every `tick` split into uneven pieces, and must print the same.
enum FuzzCase {
  static func run(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    // Scattering up to 2 000 000 pins is allowed and takes its time; it is measured by
    // scripts/bench, not here, where it would only be a timeout.
    let lines = Script.lines(of: text).prefix(200).filter { !isLargeScatter($0) }
    var session = Session()
    // A film draws every node in every frame: an input that filmed a map of about 800
    // views several times took 9.6 s under AddressSanitizer, all of it legitimate drawing,
    // so an input's films stay small, as its scenes do (maxNodes).
    session.filmLimit = maxFilmPictures
    var outputs: [[String]] = []
    var stamp = 1
    _ = session.scene.checkInvariantsOfChanges(stamp: stamp)
    // `dump` must be JSON; a text is parsed once, the next dump compared with it first.
    var parsed: String?
    func checked(_ text: String, after line: String) -> String {
      if text != parsed {
        var parser = JSONParser(Array(text.utf8))
        if (try? parser.validate()) == nil {
          fail("dump is not JSON after \(line.debugDescription)")
        }
        parsed = text
      }
      return text
    }
    // The session's dump and the rest a failing line must leave, when known without
    // looking again.
    var known: String? = checked(dump(session), after: "")
    var knownRest: [String]?
    var clockMoved = false
    var previous = ""
    // Only `tick` splits, run on its own or by an app hook (`app`); the lines before the
    // first that could tick or moved the clock run alike either way, so the split run
    // starts from the session as they left it.
    var splitFrom: (line: Int, session: Session)?
    for line in lines {
      var before = session
      let result = session.execute(line)
      // A failed line that left the session as it was, bit for bit, changed nothing a
      // person can see (`Session.sameBits`); the others are compared by what they print.
      // (Asked before the invariants' check, which marks the session's node store.)
      let untouched =
        !result.succeeded && !result.changedScene && Session.sameBits(&session, &before)
      outputs.append(result.lines)
      stamp += 1
      let problems = session.scene.checkInvariantsOfChanges(stamp: stamp)
      if !problems.isEmpty { fail("invariants after \(line.debugDescription): \(problems)") }
      let moved = session.scene.now != before.scene.now
      clockMoved = clockMoved || moved
      if splitFrom == nil, moved || ["tick", "app"].contains(result.command?.path.first ?? "") {
        splitFrom = (outputs.count - 1, before)
      }
      // A failing line changes nothing; a sourced file that stops at a failing line keeps
      // what its lines before did (each line of it is a command of its own).
      if !result.succeeded, !result.changedScene {
        if untouched {
          // The session is as the line before left it: when that state was not dumped yet,
          // it is dumped and checked now, as the comparison below does.
          if known == nil { known = checked(dump(session), after: previous) }
          continue
        }
        let was = known ?? checked(dump(before), after: previous)
        let restWas = knownRest ?? rest(before)
        if dump(session) != was || rest(session) != restWas {
          fail("the failed line \(line.debugDescription) changed the session")
        }
        (known, knownRest) = (was, restWas)
        continue
      }
      previous = line
      // A line that changed the scene (left a step in the history) or moved the clock is
      // dumped now; after any other, the dump is taken when next needed.
      known = result.changedScene || moved ? checked(dump(session), after: line) : nil
      knownRest = nil
      if result.quit || session.scene.nodeCount > maxNodes { break }
    }
    if known == nil { _ = checked(dump(session), after: previous) }
    let whole = session.scene.checkInvariants()
    if !whole.isEmpty { fail("invariants of the whole scene at the end: \(whole)") }
    guard clockMoved, let start = splitFrom else { return }
    var split = start.session
    split.tickPieces = 3
    for (index, line) in lines.prefix(outputs.count).enumerated().dropFirst(start.line) {
      let again = split.execute(line).lines
      if again != outputs[index] {
        fail(
          "\(line.debugDescription) printed \(again) with ticks split, \(outputs[index]) without")
      }
    }
  }

  /// A line naming `scatter` with a number above 20 000.
  private static func isLargeScatter(_ line: String) -> Bool {
    guard Help.occurs("scatter", in: line) else { return false }
    return line.split(separator: " ").contains { (Double($0) ?? 0) > 20_000 }
  }

  /// The most nodes an input's scene may hold before the input stops: a map that shows
  /// 10 000 views takes about half a second a dump under AddressSanitizer, and a dump
  /// follows every line that changes the scene. Larger scenes are scripts/bench's.
  static let maxNodes = 5_000

  /// The most node pictures one film of an input may draw (frames x nodes, 400 000
  /// elsewhere): a film of 4 000 takes about 0.15 s under AddressSanitizer.
  static let maxFilmPictures: Int64 = 4_000

  /// The JSON line of `dump`, run on a copy without `watch`, whose picture would only be
  /// drawn to be dropped.
  private static func dump(_ session: Session) -> String {
    var copy = session
    copy.watchColumns = nil
    return copy.execute("dump").lines.first { $0.hasPrefix("{") } ?? ""
  }

  /// What a failing line must leave as it was besides the scene's dump: pending work, the
  /// clock, windows, annotations, hooks, settings and definitions, read on a copy.
  private static func rest(_ session: Session) -> [String] {
    var copy = session
    // `on` draws the `watch` picture when it is on, and `settings` lists the watch; the
    // other commands, all watched, would draw the same picture again, so they run without.
    var seen = copy.execute("on").lines + copy.execute("settings").lines
    copy.watchColumns = nil
    for command in ["pending", "time", "windows", "annotations"] {
      seen += copy.execute(command).lines
    }
    return seen + copy.definitions.keys.sorted()
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
    /// values may take, as the REPL's completion offers them, and the pieces of braced
    /// values and `then`.
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
      // Values relative to the scene, completion blocks and their events' arguments.
      words.formUnion(["then", "{", "}", "(", ")", " + ", " - ", " * ", " / ", "{1 / 0}"])
      words.formUnion(["screen.width", "screen.height", "root.frame.maxX", "root.alpha"])
      words.formUnion(["{event.to}", "{event.animation}", "event.from.bounds.width"])
      words.formUnion(
        ["frame", "bounds"].flatMap { box in
          ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"].map {
            ".\(box).\($0)"
          }
        } + [".center.x", ".center.y", ".alpha"])
      return words.filter {
        !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0 != "\"" && $0 != "\\" }
      }
      .sorted()
    }
  }
#endif
