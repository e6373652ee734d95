/// The view lines of a recursiveDescription as people paste it: with what the console
/// printed around it, elision lines, and names before the views.
extension SceneFile {
  /// One view's line: its number in the file, its depth (one `|` per level), the name
  /// written before the view (recursiveDescription2-style helpers print an ivar's name:
  /// `| _subview1 <UIView: ...>`), and the text from its `<`.
  struct ViewLine {
    var number: Int
    var depth: Int
    var name: String?
    var text: Substring
  }

  /// What `scene load` read around the views, for its message.
  struct DescriptionNotes {
    /// Elision lines (`...`, `…`) that were passed over, by line number.
    var elisions: [Int] = []
    /// Whether views stood one after another on a line, the line breaks between them lost
    /// (read by their `|` depth marks).
    var flattened = false
    /// The last line, cut off before its `<` closed: left out.
    var cutOff: Int?
  }

  /// The view lines of `text`. Before the first view, lines without a `<` (lldb's
  /// `(lldb) po ...`, a heading) are passed over, and what stands before that view's `<`
  /// (lldb's `(UIWindow *) $0 = 0x... `, `$3 = `, an NSLog date and process, a quote) goes;
  /// after the views, a closing quote or back-tick goes. Elision lines are passed over; a
  /// view whose `<` is not closed on its line continues on the next ones (a multi-line
  /// value), up to 64 of them.
  static func viewLines(_ text: String) throws(CommandError) -> ([ViewLine], DescriptionNotes) {
    // lldb's `p` (not `po`) prints the text as one string, its line ends written `\n`.
    var text = text
    if text.contains(">\\n") {
      text = text.replacing("\\n", with: "\n").replacing("\\\"", with: "\"")
    }
    // A dump pasted into code comments: every line starts with `//`.
    let all = Script.lines(of: text).map { line in
      let start = line.drop { $0 == " " || $0 == "\t" }
      return start.hasPrefix("//") ? String(start.dropFirst(2)) : line
    }
    var result: [ViewLine] = []
    var notes = DescriptionNotes()
    // A console session may hold several commands: the dump is the last output with views.
    var blocks: [([ViewLine], DescriptionNotes)] = []
    var index = 0
    // The rest of a line that held several views (its line breaks lost), and its number.
    var pending: (text: Substring, number: Int)?
    while index < all.count || pending != nil {
      let number: Int
      var line: Substring
      if let (text, at) = pending {
        (line, number, pending) = (text, at, nil)
      } else {
        number = index + 1
        line = Substring(all[index])
        index += 1
      }
      let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "|" }
      if trimmed.allSatisfy(\.isWhitespace) { continue }
      if isPrompt(trimmed) {
        if !result.isEmpty { blocks.append((result, notes)) }
        (result, notes) = ([], DescriptionNotes())
        continue
      }
      if isElision(trimmed) {
        notes.elisions.append(number)
        continue
      }
      guard let open = line.firstIndex(of: "<") else {
        if result.isEmpty || isClosing(trimmed) { continue }
        throw describedError(
          number, "expected a view as <Class: 0x...; frame = (x y; w h); ...>", line)
      }
      var prefix = line[..<open]
      if result.isEmpty {
        // The console's words before the first view go; bars before it stay (and are an
        // error: the first view is not nested).
        let bars = prefix.reversed().prefix { $0 == " " || $0 == "|" || $0 == "\t" }
        prefix = Substring(String(bars.reversed()))
      }
      let bars = prefix.prefix { $0 == " " || $0 == "|" || $0 == "\t" }
      let depth = bars.filter { $0 == "|" }.count
      let label = prefix.dropFirst(bars.count).trimmingPrefix(while: \.isWhitespace)
      var name: String?
      // iOS 6 marks some views `XX (<...>)`; the mark says nothing scenesim uses.
      let marked = label.allSatisfy { $0 == "X" || $0 == "(" || $0 == " " } && label.contains("(")
      if !label.isEmpty, !label.contains("'"), !marked {
        // Names before the view (`_myButton, _button`): the first is its id. A view
        // controller's tag in quotes ('RootViewController:0x...' 1 child[...]) is passed over.
        // Words that cannot be an id leave the view its class's.
        let words = label.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" })
        if let first = words.first, words.allSatisfy(isName) { name = String(first) }
      }
      var body = line[open...]
      var joined = 0
      while closing(body) == nil, index < all.count, joined < 64 {
        body = Substring(String(body) + " " + all[index].trimmingPrefix(while: \.isWhitespace))
        index += 1
        joined += 1
      }
      guard let close = closing(body) else {
        // Cut off at the end (no view follows in what was joined): the whole views before
        // it load, and the message says which line was left out.
        let rest = all[(number)...].joined(separator: " ")
        if index == all.count, !rest.contains("<"), !result.isEmpty {
          notes.cutOff = number
          break
        }
        throw describedError(number, "a '<' is never closed", line)
      }
      // Views one after another on a line (`<UIView ...> | <UIImageView ...>`): what
      // stands between two is the next one's depth marks (and a name or tag before it, as
      // on a line of its own); a layer's `(layer)` mark stays with the layer.
      var after = body[body.index(after: close)...]
      var kept = close
      let mark = after.drop { $0 == " " || $0 == "\t" }
      if mark.hasPrefix("(layer)") {
        kept = body.index(mark.startIndex, offsetBy: 6)
        after = body[body.index(after: kept)...]
      }
      if let next = after.firstIndex(of: "<"), startsView(after[..<next]) {
        pending = (after, number)
        notes.flattened = true
        body = body[...kept]
      }
      line = body
      result.append(ViewLine(number: number, depth: depth, name: name, text: line))
    }
    if !result.isEmpty { blocks.append((result, notes)) }
    return blocks.last ?? ([], notes)
  }

  /// Whether what stands after a view, before the next `<`, starts another view: depth
  /// marks, then nothing or what a line may put before a view (names, a controller's tag in
  /// quotes). Other words (`collection view layout: <...>`) belong to the view before.
  static func startsView(_ between: Substring) -> Bool {
    let bars = between.prefix { $0 == " " || $0 == "|" || $0 == "\t" }
    guard bars.contains("|") else { return false }
    let label = between.dropFirst(bars.count).trimmingPrefix(while: \.isWhitespace)
    if label.isEmpty || label.hasPrefix("'") { return true }
    return label.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).allSatisfy(isName)
  }

  /// Whether a line is a console's prompt with or without its command: lldb's, gdb's,
  /// Cycript's.
  static func isPrompt(_ text: Substring) -> Bool {
    text.hasPrefix("(lldb)") || text.hasPrefix("(gdb)") || text.hasPrefix("cy#")
  }

  /// Whether a line (its bars taken off) is an elision: dots or an ellipsis, alone.
  static func isElision(_ text: Substring) -> Bool {
    let t = text.trimmingPrefix(while: \.isWhitespace).reversed().drop { $0.isWhitespace }
    let s = String(t.reversed())
    return !s.isEmpty && (s.allSatisfy { $0 == "." } && s.count >= 2 || s == "…")
  }

  /// Whether a line after the views only closes what was around them (a quote, a
  /// back-tick, `")`).
  static func isClosing(_ text: Substring) -> Bool {
    text.allSatisfy { "\"'`)@ ".contains($0) }
  }

  /// A name as recursiveDescription2-style helpers print it: an identifier, which can be
  /// a node's id.
  static func isName(_ text: Substring) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" }
      && text.allSatisfy(\.isASCII)
  }

  /// An error at `line` of the file: what is wrong and the line's text.
  static func describedError(_ line: Int, _ message: String, _ text: Substring? = nil)
    -> CommandError
  {
    let shown = text.map {
      ": \"" + clip(String($0.trimmingPrefix(while: \.isWhitespace)), limit: 60) + "\""
    }
    return CommandError("line \(line): \(message)" + (shown ?? ""))
  }
}
