import Foundation
import SimCommands
import SimComponents
import SimGeometry
import SimHost
import SimRender
import SimTranscript
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Scenes with every kind of thing a picture draws: a popover with an arrow, the radial
/// annotation overlay, a map with pins, a pulsing pin and an expanding callout, and windows.
enum PictureScenes {
  static let scripts: [(String, [String])] = [
    (
      "popover-and-spotlights",
      [
        "screen iphone", "view add card frame 20,260,280,120 color #3366CC alpha 0.8",
        "popover add pop", "popover present pop from 140,300,40,40 arrow down",
        "annotations container radial",
        "annotation add hint portrait 40,60,40,40 arrow up text \"Tap here to start\"",
        "tick 0.1",
      ]
    ),
    (
      "map-and-callout",
      [
        "screen ipad", "map add m frame 0,0,768,1024",
        "pin add parc55 at 37.784721,-122.408697 title \"Parc 55 Wyndham\"",
        "pin add palomar at 37.785376,-122.405607 title \"Hotel Palomar\"",
        "pin add me at 37.7860,-122.4068 style pulsing", "pin select parc55", "tick 0.3",
        "callout detail parc55", "tick 0.4",
      ]
    ),
    (
      "windows",
      [
        "screen 375x667", "window root home animated off", "window push pin level medium",
        "tick 0.3", "view add x frame 10,10,50,50 in pin color red",
      ]
    ),
    (
      "escapes",
      [
        "screen iphone", "view add \"a&b\" frame 10,10,100,100",
        "map add m frame 0,200,320,280",
        "pin add q at 37.7853,-122.407 title \"<b>&amp; \\\"quoted\\\"</b>\"", "pin select q",
      ]
    ),
  ]

  /// The session after a script; every line must succeed.
  static func session(_ lines: [String]) -> Session {
    var session = Session()
    for line in lines {
      let result = session.execute(line)
      precondition(result.succeeded || line.contains("a&b"), "\(line): \(result.lines)")
    }
    return session
  }
}

/// Captures what `render svg` and `render film` write.
final class Captured: @unchecked Sendable {
  var files: [String: String] = [:]
  let lock = NSLock()

  /// A session's file writer that keeps the files here.
  var writer: @Sendable (String, String) -> Result<Void, FileReadError> {
    { path, text in
      self.lock.lock()
      self.files[path] = text
      self.lock.unlock()
      return .success(())
    }
  }
}

@Suite struct PictureTests {
  func render(_ lines: [String], _ command: String) -> (String, [String]) {
    var session = PictureScenes.session(lines)
    let captured = Captured()
    session.writeFile = captured.writer
    let result = session.execute(command)
    #expect(result.succeeded, "\(command): \(result.lines)")
    return (captured.files.values.first ?? "", result.lines)
  }

  /// Every SVG is well-formed XML and rsvg-convert draws it to a PNG.
  @Test(arguments: PictureScenes.scripts.map(\.0))
  func svgIsWellFormedAndDraws(_ name: String) throws {
    let lines = try #require(PictureScenes.scripts.first { $0.0 == name }?.1)
    for command in [
      "render svg picture.svg", "render film film.svg from NOW to NOW+0.6 every 0.1",
    ] {
      let now = PictureScenes.session(lines).scene.now.microseconds
      let concrete = command.replacingOccurrences(of: "NOW+0.6", with: "\(now + 600_000)us")
        .replacingOccurrences(of: "NOW", with: "\(now)us")
      let (svg, _) = render(lines, concrete)
      #expect(svg.hasPrefix("<?xml"))
      let parser = XMLParser(data: Data(svg.utf8))
      #expect(parser.parse(), "\(name): \(concrete): \(String(describing: parser.parserError))")
      try drawsToPNG(svg, name: "\(name)-\(concrete.hasPrefix("render film") ? "film" : "picture")")
    }
  }

  /// rsvg-convert (librsvg2-bin) turns the SVG into a PNG without complaint.
  func drawsToPNG(_ svg: String, name: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scenesim-pictures-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let input = folder.appendingPathComponent(name + ".svg")
    let output = folder.appendingPathComponent(name + ".png")
    try svg.write(to: input, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["rsvg-convert", "-o", output.path, input.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "rsvg-convert \(name): \(message)")
    let png = try Data(contentsOf: output)
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is not a PNG")
  }

  @Test func wideCharactersTakeTwoColumnsSoBordersStayInLine() {
    var session = Session()
    for line in [
      "annotation add a portrait 100,100,1,1 arrow up text \"Hi 🙂 日本 there\" animated off"
    ] {
      #expect(session.execute(line).succeeded)
    }
    let picture = session.execute("render cols 40 ascii on").output.dropFirst()
    let widths = picture.map { $0.reduce(0) { $0 + DisplayWidth.columns($1) } }
    let label = picture.first { $0.contains("🙂") }
    #expect(label != nil)
    // The window's right border is where it is on every other row.
    let border = widths.filter { $0 > 30 }
    #expect(Set(border).count == 1, "\(picture.joined(separator: "\n"))")
  }

  @Test func idsOfViewsThatShareACornerDoNotOverlap() throws {
    let (svg, _) = render(
      [
        "screen iphone", "view add outer frame 20,20,200,100",
        "view add inner frame 0,0,150,60 in outer", "view add deepest frame 0,0,120,40 in inner",
      ], "render svg ids.svg")
    // Each id's line, read from its <text y="..."> (they share x).
    let ys = try ["outer", "inner", "deepest"].map { id in
      let text = try #require(svg.range(of: ">\(id)</text>"))
      let start = try #require(svg[..<text.lowerBound].range(of: " y=\"", options: .backwards))
      return Double(String(svg[start.upperBound...].prefix { $0 != "\"" })) ?? 0
    }
    #expect(Set(ys).count == 3, "the ids are on the lines \(ys)")
  }

  @Test func htmlFilmHasEveryFrameAndASlider() {
    let (html, lines) = render(
      PictureScenes.scripts[1].1, "render film film.html from 0.7 to 1 every 0.1")
    #expect(
      lines == ["wrote film.html: 4 frames from 0.7s to 1s, HTML player, \(html.utf8.count) bytes"])
    #expect(html.components(separatedBy: "class=\"frame\"").count == 5)
    #expect(html.contains("type=\"range\""))
  }

  @Test func controlCharactersInTextAreShownAsHexAndTheSVGStaysWellFormed() throws {
    // A line cannot hold a control character, but a pin file can.
    var session = Session()
    session.readFile = { _ in
      .success(
        #"{"type":"Feature","id":"p","properties":{"title":"bell\u0007tab\t"},"#
          + #""geometry":{"type":"Point","coordinates":[-122.406964,37.785334]}}"#)
    }
    for line in [
      "map add m frame 0,0,320,480", "pin load pins.json on m", "pin select p", "tick 1",
    ] {
      #expect(session.execute(line).succeeded, "\(line)")
    }
    let svg = session.drawings.svg(session.scene)
    #expect(svg.contains(">bell\\x07tab&#9;</text>"))
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  @Test func picturesAreDeterministic() {
    for (_, lines) in PictureScenes.scripts {
      #expect(render(lines, "render svg a.svg").0 == render(lines, "render svg a.svg").0)
      #expect(render(lines, "render cols 60").1 == render(lines, "render cols 60").1)
    }
  }

  @Test func filmLeavesTheSceneAlone() {
    var session = PictureScenes.session(PictureScenes.scripts[1].1)
    let before = session.execute("dump").lines
    #expect(session.execute("render film f.svg from 0.7 to 2 every 0.25").succeeded)
    #expect(session.execute("dump").lines == before)
  }
}

/// The scene every transcript ends with, drawn as SVG: well-formed and drawn by
/// rsvg-convert, whatever the transcript built.
@Suite struct EveryTranscriptPictureTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("transcripts")

  /// Every transcript `scenesim test transcripts` runs (fixtures in folders marked
  /// `.scenesim-ignore` left out), relative to the folder.
  static let files: [String] = {
    let all = (try? Suite.transcriptFiles(at: root.path)) ?? []
    return all.map { String($0.dropFirst(root.path.count + 1)) }
  }()

  /// A folder that moved would leave nothing to test, and nothing to fail.
  @Test func theTranscriptsAreFound() {
    #expect(Self.files.count >= 150, "\(Self.files.count) transcripts under \(Self.root.path)")
  }

  @Test(arguments: files)
  func finalSceneDraws(_ file: String) throws {
    let url = Self.root.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    // The replay must do what the transcript says, its expected errors included, so the
    // scene drawn is the one the transcript built.
    var runner = TranscriptRunner()
    runner.directory = url.deletingLastPathComponent().path
    runner.readFile = Platform.fileReader(relativeTo: nil)
    let outcome = runner.run(text, name: file)
    let passed = outcome.passed
    let mismatch = outcome.firstMismatch.map { "line \($0.line): \($0.actual)" } ?? ""
    #expect(passed, "\(file): \(outcome.problem ?? mismatch)")
    let session = try #require(outcome.session)
    let svg = session.drawings.svg(session.scene)
    let parser = XMLParser(data: Data(svg.utf8))
    #expect(parser.parse(), "\(file): \(String(describing: parser.parserError))")
    try PictureTests().drawsToPNG(svg, name: file.replacingOccurrences(of: "/", with: "-"))
  }
}
