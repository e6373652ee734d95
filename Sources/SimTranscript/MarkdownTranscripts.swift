/// The transcripts in a markdown file: each fenced block whose info string is
/// `scenesim-transcript` is a transcript of its own, named `FILE#N` (N from 1).
public struct MarkdownTranscripts: Sendable {
  /// One block.
  public struct Block: Sendable {
    /// Its number in the file, from 1.
    public var number: Int
    /// The file's line of the block's first line (after the opening fence), 1-based.
    public var firstLine: Int
    /// The block's text, each line ended with LF.
    public var text: String
  }

  /// The info string that marks a block as a transcript.
  public static let info = "scenesim-transcript"

  /// The blocks in file order.
  public var blocks: [Block] = []
  /// Why the file cannot be read as transcripts (a block never closed), if so.
  public var problem: String?

  private var lines: [String]
  private var endsWithNewline: Bool
  /// For each block, the range of file lines (0-based) its text occupies.
  private var spans: [Range<Int>] = []

  /// Finds the blocks in markdown text.
  public init(parsing text: String) {
    lines = Transcript.lines(of: text)
    endsWithNewline = lines.last == ""
    if endsWithNewline { lines.removeLast() }
    // The open fence: its character, its length, and whether it is a transcript's (and
    // where its text starts). Other fenced blocks are skipped whole, so a transcript fence
    // shown inside an example block is not taken for one.
    var open: (mark: Character, length: Int, start: Int?)?
    for (index, line) in lines.enumerated() {
      let fence = MarkdownTranscripts.fence(line)
      if let current = open {
        guard let fence, fence.mark == current.mark, fence.length >= current.length,
          fence.info.isEmpty
        else { continue }
        if let start = current.start {
          blocks.append(
            Block(
              number: blocks.count + 1, firstLine: start + 1,
              text: lines[start..<index].map { $0 + "\n" }.joined()))
          spans.append(start..<index)
        }
        open = nil
      } else if let fence {
        let isTranscript = fence.info == MarkdownTranscripts.info && line.first == "`"
        open = (fence.mark, fence.length, isTranscript ? index + 1 : nil)
      }
    }
    if let start = open?.start {
      problem =
        "line \(start): the ```\(MarkdownTranscripts.info) block opened here is never closed"
    }
  }

  /// A fence line (up to three spaces, then three or more backticks or tildes, then an info
  /// string): its character, length and info; nil for any other line.
  private static func fence(_ line: String) -> (mark: Character, length: Int, info: String)? {
    let indent = line.prefix { $0 == " " }
    guard indent.count <= 3 else { return nil }
    let rest = line.dropFirst(indent.count)
    guard let mark = rest.first, mark == "`" || mark == "~" else { return nil }
    let run = rest.prefix { $0 == mark }
    guard run.count >= 3 else { return nil }
    let info = rest.dropFirst(run.count).trimmingPrefix(while: { $0 == " " })
    if mark == "`", info.contains("`") { return nil }
    var trimmed = String(info)
    while trimmed.last == " " { trimmed.removeLast() }
    return (mark, run.count, trimmed)
  }

  /// The file with block `number` replaced by `text` (a transcript ending with LF).
  public func replacing(_ replacements: [Int: String]) -> String {
    var out: [String] = []
    var next = 0
    for (k, span) in spans.enumerated() {
      out += lines[next..<span.lowerBound]
      if let text = replacements[k + 1] {
        var body = Transcript.lines(of: text)
        if body.last == "" { body.removeLast() }
        out += body
      } else {
        out += lines[span]
      }
      next = span.upperBound
    }
    out += lines[next...]
    return out.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
  }
}
