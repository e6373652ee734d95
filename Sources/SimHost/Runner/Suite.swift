import SimCommands
import SimTranscript

/// One transcript to run: a file, a block of a markdown file, or standard input.
public struct TestUnit: Sendable {
  /// Where its text comes from.
  public enum Source: Sendable {
    /// The whole file, read when it runs.
    case file
    /// The `number`-th transcript block of a markdown file, its text taken out of the page.
    case block(number: Int, text: String)
    /// Standard input, read before the run.
    case stdin(text: String)
  }

  /// The name reports use: the path, `FILE#N`, or `<stdin>`.
  public var name: String
  /// The file it is in (`<stdin>` for standard input).
  public var file: String
  /// Added to a transcript line to give a line of the file.
  public var lineOffset = 0
  /// Where its text comes from.
  public var source: Source

  /// Whether its result can be written back.
  public var isWritable: Bool {
    if case .stdin = source { return false }
    return true
  }
}

/// What every unit of a run shares.
public struct SuiteOptions: Sendable {
  /// Every `tick` is replayed as this many uneven smaller ticks (`--split-ticks`).
  public var splitTicks = 1
  /// The whole scene's invariants are checked after every command (`--strict`).
  public var strict = false
  /// A replay ends at its first mismatching command (`--repl-on-fail` opens the REPL there).
  public var stopsAtFirstMismatch = false
  /// An update leaves a command that fails now, where it did not, as it was.
  public var leavesNewErrors = false

  /// Options; the defaults are `scenesim test`'s.
  public init(splitTicks: Int = 1, strict: Bool = false, stopsAtFirstMismatch: Bool = false) {
    self.splitTicks = splitTicks
    self.strict = strict
    self.stopsAtFirstMismatch = stopsAtFirstMismatch
  }
}

/// A suite of transcripts: finding them, replaying one, updating it, and where a picture
/// that differs is left.
public enum Suite {
  /// The units at the paths: a folder gives its `.t` files (recursively, sorted), a
  /// markdown file its `scenesim-transcript` blocks, `-` standard input, any other file
  /// itself, each once. A path that is not there is an error.
  public static func units(
    at paths: [String], standardInput: () throws -> [UInt8] = { try Platform.readBytes("-") }
  ) throws -> [TestUnit] {
    var units: [TestUnit] = []
    var seen = Set<String>()  // a file named twice runs once
    for path in paths {
      if path == "-" {
        let bytes = try standardInput()
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw PlatformError("standard input is not valid UTF-8")
        }
        units.append(TestUnit(name: "<stdin>", file: "<stdin>", source: .stdin(text: text)))
        continue
      }
      for file in try transcriptFiles(at: path) {
        guard isMarkdown(file) else {
          if seen.insert(file).inserted {
            units.append(TestUnit(name: file, file: file, source: .file))
          }
          continue
        }
        let bytes = try Platform.readBytes(file)
        guard let text = String(validating: bytes, as: UTF8.self) else {
          throw PlatformError("\(file) is not valid UTF-8")
        }
        let markdown = MarkdownTranscripts(parsing: text)
        if let problem = markdown.problem { throw PlatformError("\(file): \(problem)") }
        guard !markdown.blocks.isEmpty else {
          throw PlatformError(
            "no transcripts in \(file): a markdown file holds them in ```"
              + "\(MarkdownTranscripts.info) blocks")
        }
        for block in markdown.blocks where seen.insert("\(file)#\(block.number)").inserted {
          units.append(
            TestUnit(
              name: "\(file)#\(block.number)", file: file, lineOffset: block.firstLine - 1,
              source: .block(number: block.number, text: block.text)))
        }
      }
    }
    return units
  }

  /// Whether a path names a markdown page, whose transcript blocks are the units.
  public static func isMarkdown(_ path: String) -> Bool {
    path.hasSuffix(".md") || path.hasSuffix(".markdown")
  }

  /// The transcript's text as it is now.
  public static func text(of unit: TestUnit) throws -> String {
    switch unit.source {
    case .stdin(let text): return text
    case .block(let number, _):
      // Read again: an update of an earlier block may have moved this one.
      let markdown = MarkdownTranscripts(parsing: try markdownText(unit.file))
      guard let block = markdown.blocks.first(where: { $0.number == number }) else {
        throw PlatformError("\(unit.file) no longer has a block \(number)")
      }
      return block.text
    case .file:
      let bytes = try Platform.readBytes(unit.file)
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw PlatformError("\(unit.file) is not valid UTF-8")
      }
      return text
    }
  }

  /// A runner for the unit: files named in it are read beside it.
  public static func runner(for unit: TestUnit, _ options: SuiteOptions) -> TranscriptRunner {
    var runner = TranscriptRunner()
    runner.splitTicks = options.splitTicks
    runner.strict = options.strict
    runner.stopsAtFirstMismatch = options.stopsAtFirstMismatch
    runner.leavesNewErrors = options.leavesNewErrors
    runner.readFile = Platform.fileReader(relativeTo: nil)
    if case .stdin = unit.source {
      runner.directory = nil
    } else {
      runner.directory = Session.folder(of: unit.file)
    }
    return runner
  }

  /// Replays one unit.
  public static func run(_ unit: TestUnit, _ options: SuiteOptions) -> TestResult {
    let start = Platform.seconds
    var result = TestResult(
      name: unit.name, file: unit.file, lineOffset: unit.lineOffset, status: .failed)
    do {
      let text: String
      if case .block(_, let original) = unit.source {
        text = original
      } else {
        text = try self.text(of: unit)
      }
      var outcome = runner(for: unit, options).run(text, name: unit.name)
      outcome.session = nil  // thousands of results must not keep their scenes
      result.outcome = outcome
      result.status = outcome.passed ? .passed : .failed
    } catch {
      result.error = "\(error)"
    }
    result.seconds = Platform.seconds - start
    return result
  }

  /// Writes the replay's output (or `text`) into the unit (the file, or its block of the
  /// markdown file), and `pictures` into their files.
  public static func update(
    _ unit: TestUnit, with outcome: TranscriptOutcome, text: String? = nil,
    pictures: [PictureOutcome] = []
  ) throws {
    let newText = text ?? outcome.actualText
    switch unit.source {
    case .stdin: throw PlatformError("standard input cannot be updated")
    case .file:
      let original = (try? Suite.text(of: unit)) ?? ""
      try Platform.write(keepingLineEnds(of: original, newText), to: unit.file, atomically: true)
    case .block(let number, _):
      let original = try markdownText(unit.file)
      let markdown = MarkdownTranscripts(parsing: original)
      guard markdown.problem == nil, markdown.blocks.contains(where: { $0.number == number })
      else { throw PlatformError("\(unit.file) changed while it ran; not updated") }
      try Platform.write(
        keepingLineEnds(of: original, markdown.replacing([number: newText])), to: unit.file,
        atomically: true)
    }
    for picture in pictures {
      try Platform.write(picture.text, to: picture.path, makingFolders: true, atomically: true)
    }
  }

  /// A markdown file's text; an error when it is not UTF-8.
  private static func markdownText(_ path: String) throws -> String {
    guard let text = String(validating: try Platform.readBytes(path), as: UTF8.self) else {
      throw PlatformError("\(path) is not valid UTF-8")
    }
    return text
  }

  /// `text` (LF line ends) with CRLF line ends when `original` had them, so an update
  /// changes only the lines it means to.
  public static func keepingLineEnds(of original: String, _ text: String) -> String {
    guard original.utf8.contains(UInt8(ascii: "\r")), original.contains("\r\n") else {
      return text
    }
    return Transcript.lines(of: text).joined(separator: "\r\n")
  }

  /// The unit with its text replaced, for a replay after an update (a markdown block keeps
  /// its text in the unit).
  public static func updated(_ unit: TestUnit, text: String) -> TestUnit {
    var fresh = unit
    if case .block(let number, _) = unit.source {
      fresh.source = .block(number: number, text: text)
    }
    return fresh
  }

  /// Where a picture that differs is left for a person to look at: `NAME.actual.EXT`.
  public static func actualPath(of picture: String) -> String {
    let slash = picture.lastIndex(of: "/").map { picture.index(after: $0) } ?? picture.startIndex
    guard let dot = picture[slash...].lastIndex(of: "."), dot > slash else {
      return picture + ".actual"
    }
    return String(picture[..<dot]) + ".actual" + String(picture[dot...])
  }
}
