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
    var start: Int?
    for (index, line) in lines.enumerated() {
      if let open = start {
        guard line == "```" else { continue }
        let body = lines[open..<index]
        blocks.append(
          Block(
            number: blocks.count + 1, firstLine: open + 1,
            text: body.map { $0 + "\n" }.joined()))
        spans.append(open..<index)
        start = nil
      } else if line == "```" + MarkdownTranscripts.info {
        start = index + 1
      }
    }
    if let open = start {
      problem =
        "line \(open): the ```\(MarkdownTranscripts.info) block opened here is never closed"
    }
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
