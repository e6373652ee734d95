import SimGeometry
import SimMotion
import SimScene

/// Reading UIKit's recursiveDescription.
extension SceneFile {

  /// UIKit's text: one view per line, `<Class: 0xADDR; key = value; ...>`, nested by `   | `
  /// prefixes (one `|` per level). The first UIWindow becomes the scene's window `window`;
  /// other classes become plain views with ids `Class.N`, N counting that class's views in
  /// address order. Lines that describe layers (`... (layer)`) are skipped.
  static func parseDescription(_ text: String) throws(CommandError) -> SceneFile {
    struct Line {
      var number: Int
      var depth: Int
      var className: String
      var address: UInt64
      var fields: [String: String]
      var text: Substring
    }
    var lines: [Line] = []
    let (viewLines, notes) = try viewLines(text)
    // The elisions, in order, walked along with the views.
    var nextElision = 0
    var names: [String?] = []
    for view in viewLines {
      let line = view.text
      let number = view.number
      let open = line.startIndex
      // After an elision the views between are missing: a view may then come nested
      // deeper than the one above.
      var afterElision = false
      while nextElision < notes.elisions.count, notes.elisions[nextElision] < number {
        afterElision = true
        nextElision += 1
      }
      var depth = view.depth
      guard let close = closing(line[open...]) else {
        throw describedError(number, "a '<' is never closed", line)
      }
      let body = line[line.index(after: open)..<close]
      let after = line[line.index(after: close)...]
      if after.trimmingPrefix(while: \.isWhitespace).hasPrefix("(layer)") { continue }
      // `Class: 0xADDRESS; ...`, or `Class; ...` where the addresses were taken out (they
      // count in line order then).
      guard let stop = body.firstIndex(where: { $0 == ":" || $0 == ";" }),
        !body[..<stop].isEmpty, !body[..<stop].contains(" ")
      else {
        throw describedError(number, "expected 'Class: 0xADDRESS' after '<'", line)
      }
      let className = String(body[..<stop])
      var parts = split(body[body.index(after: stop)...])
      var address = UInt64(number)
      if body[stop] == ":" {
        let addressText = parts.first?.trimmingPrefix(while: \.isWhitespace) ?? ""
        guard addressText.hasPrefix("0x"), let value = UInt64(addressText.dropFirst(2), radix: 16)
        else {
          throw describedError(number, "expected an address 0x... after '\(className):'", line)
        }
        address = value
      } else {
        parts.insert("", at: 0)
      }
      var fields: [String: String] = [:]
      for part in parts.dropFirst() {
        let pair = part.split(separator: "=", maxSplits: 1)
        guard pair.count == 2 else { continue }
        fields[pair[0].trimmed] = pair[1].trimmed
      }
      if let previous = lines.last {
        if afterElision { depth = min(depth, previous.depth + 1) }
        guard depth <= previous.depth + 1 else {
          throw describedError(
            number, "nested \(depth - previous.depth) levels below the line above", line)
        }
        guard depth > 0 else {
          throw describedError(
            number, "a second view at the top: give one window's description", line)
        }
      } else if depth != 0 {
        throw describedError(
          number, "the first view is nested: start at the window or view at the top", line)
      }
      lines.append(
        Line(
          number: number, depth: depth, className: className, address: address, fields: fields,
          text: line))
      names.append(view.name)
    }
    guard !lines.isEmpty else {
      throw CommandError(
        "no views in the file: a view is a line such as <UIView: 0x...; frame = (x y; w h); ...>")
    }

    // Ids: Class.N by address within each class.
    var byClass: [String: [Int]] = [:]
    for (i, line) in lines.enumerated() {
      byClass[identifier(line.className), default: []].append(i)
    }
    var ids = [NodeID](repeating: "", count: lines.count)
    for (base, indexes) in byClass {
      for (n, i) in indexes.sorted(by: { lines[$0].address < lines[$1].address }).enumerated() {
        ids[i] = "\(base).\(n + 1)"
      }
    }
    // A name written before a view is its id; a name seen twice gets the suffix that ids
    // of a class get, counting by address. A name that would take another view's id (or
    // the window's) leaves the view its class's id.
    let classIDs = ids
    var byName: [String: [Int]] = [:]
    for (i, name) in names.enumerated() {
      if let name { byName[name, default: []].append(i) }
    }
    for (name, indexes) in byName {
      guard indexes.count > 1 else {
        ids[indexes[0]] = name
        continue
      }
      for (n, i) in indexes.sorted(by: { lines[$0].address < lines[$1].address }).enumerated() {
        ids[i] = "\(name).\(n + 1)"
      }
    }
    let taken = Set(classIDs).union([Scene.rootWindowID])
    for i in ids.indices where ids[i] != classIDs[i] && taken.contains(ids[i]) {
      ids[i] = classIDs[i]
    }
    var file = SceneFile(format: "recursiveDescription")
    file.elisions = notes.elisions
    file.flattened = notes.flattened
    file.cutOff = notes.cutOff
    let rootIsWindow =
      lines[0].className == "UIWindow" || lines[0].fields["baseClass"] == "UIWindow"
    if rootIsWindow { ids[0] = Scene.rootWindowID }
    var stack: [NodeID] = []
    for (i, line) in lines.enumerated() {
      stack.removeLast(stack.count - line.depth)
      guard let frameText = line.fields["frame"] else {
        throw describedError(
          line.number, "\(line.className) has no frame = (x y; w h)", line.text)
      }
      guard let frame = rect(frameText) else {
        throw describedError(
          line.number,
          "frame = \(clip(frameText)) is not (x y; w h): numbers within ±1e9, sizes of 0 or more")
      }
      var entry = Entry(id: ids[i], parent: stack.last ?? Scene.rootWindowID, frame: frame)
      entry.className = line.className
      entry.restored = RestoredFields(fields: line.fields)
      if i == 0, rootIsWindow || frame.origin == .zero {
        // The window (or a view at the top from 0,0) gives the screen's size; a view
        // smaller than any device (a header view alone) sits on the smallest that holds it.
        file.screen = screen(frame.size)
        if !rootIsWindow, let device = Self.device(holding: frame.size) {
          file.screen = device.screen
          file.screenNote =
            "the screen is \(device.name)'s \(device.screen.size.formatted) \(device.screen.orientation.rawValue): "
            + "the root view's \(frame.size.formatted) is smaller than any device"
        }
        if rootIsWindow, file.screen == nil {
          throw describedError(
            line.number, "a window of \(frame.size.formatted) cannot be a screen")
        }
      }
      if i == 0, rootIsWindow {
        entry.kind = "window"
        entry.parent = nil
        entry.window = ("root", 0, true)
      }
      if let (key, text) = line.fields["transform"].map({ ("transform", $0) })
        ?? line.fields["transform3D"].map({ ("transform3D", $0) })
      {
        guard let transform = matrix(text) else {
          throw describedError(
            line.number,
            "\(key) = \(text) is not [a, b, c, d, tx, ty] or a 4x4 matrix", line.text)
        }
        entry.transform = transform
        entry.bounds = Rect(origin: .zero, size: untransformed(frame.size, transform))
      }
      if let text = line.fields["alpha"] {
        guard let alpha = number(Substring(text)), (0...1).contains(alpha) else {
          throw describedError(line.number, "alpha = \(text) is not a number from 0 to 1")
        }
        entry.alpha = alpha
      }
      entry.isHidden = line.fields["hidden"] == "YES"
      entry.isInteractive = line.fields["userInteractionEnabled"] != "NO"
      if let text = line.fields["autoresize"] {
        entry.autoresizing = try mask(text, line: line.number)
      }
      if let parent = stack.last, let at = file.entries.lastIndex(where: { $0.id == parent }) {
        file.entries[at].restored.children.append((line.className, line.fields))
      }
      file.entries.append(entry)
      stack.append(entry.id)
    }
    return file
  }

  /// Where the `>` that closes the `<` starting `text` is, or nil. Quoted text
  /// (`text = '< Back'`) is passed over.
  static func closing(_ text: Substring) -> Substring.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "'" where opensQuote(text, at: index):
        index = endOfQuote(text, at: index)
        continue
      case "<": depth += 1
      case ">":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// Splits at `;` outside brackets, parentheses, braces and quoted text.
  private static func split(_ text: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "'" where opensQuote(text, at: index):
        index = endOfQuote(text, at: index)
        continue
      case "<", "(", "[", "{": depth += 1
      case ">", ")", "]", "}": depth = max(0, depth - 1)
      case ";" where depth == 0:
        parts.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
      index = text.index(after: index)
    }
    parts.append(text[start...])
    return parts
  }

  /// Whether the `'` at `index` starts a quoted value: it follows `=` (`text = '...'`).
  private static func opensQuote(_ text: Substring, at index: Substring.Index) -> Bool {
    text[..<index].reversed().first { $0 != " " } == "="
  }

  /// Just past the quote that ends the value opened at `index`: the first `'` followed by
  /// `;`, `>` or the end (an apostrophe inside, as in 'Hold'em', does not end it); without
  /// one, the end of the text.
  private static func endOfQuote(_ text: Substring, at index: Substring.Index) -> Substring.Index {
    var cursor = text.index(after: index)
    while let quote = text[cursor...].firstIndex(of: "'") {
      let next = text.index(after: quote)
      if next == text.endIndex || text[next] == ";" || text[next] == ">" { return next }
      cursor = next
    }
    return text.endIndex
  }

  /// A number as the command language takes them: finite, within ±1e9.
  private static func number(_ text: Substring) -> Double? {
    guard let value = Double(text), value.isFinite, abs(value) <= 1e9 else { return nil }
    return value
  }

  /// `(x y; w h)` as a rect.
  private static func rect(_ text: String) -> Rect? {
    let parts = text.split { "() ;,".contains($0) }
    let numbers = parts.compactMap(number)
    guard numbers.count == parts.count else { return nil }
    return rect(numbers)
  }

  /// `[a, b, c, d, tx, ty]` as a transform.
  private static func matrix(_ text: String) -> Transform? {
    let parts = text.split { "[] ,;".contains($0) }
    let values = parts.compactMap(number)
    guard values.count == parts.count else { return nil }
    if values.count == 16 {
      // A CATransform3D, rows m11...m44: its affine part (m11 m12, m21 m22, m41 m42).
      return Transform(
        a: values[0], b: values[1], c: values[4], d: values[5], tx: values[12], ty: values[13])
    }
    guard values.count == 6 else { return nil }
    return Transform(
      a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }

  /// The bounds size whose transformed bounding box is `size` (the frame's size with the
  /// transform's scale and rotation taken out); the frame's size when that is not defined.
  private static func untransformed(_ size: Size, _ t: Transform) -> Size {
    let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
    let determinant = a * d - c * b
    guard abs(determinant) > 1e-9 else { return size }
    let width = (d * size.width - c * size.height) / determinant
    let height = (a * size.height - b * size.width) / determinant
    guard width >= 0, height >= 0 else { return size }
    return Size(width: width, height: height)
  }

  /// UIKit's `W+H`, `LM+RM+TM+BM` as a mask.
  private static func mask(_ text: String, line: Int) throws(CommandError) -> Autoresizing {
    let flags: [String: Autoresizing] = [
      "LM": .flexibleLeftMargin, "W": .flexibleWidth, "RM": .flexibleRightMargin,
      "TM": .flexibleTopMargin, "H": .flexibleHeight, "BM": .flexibleBottomMargin,
    ]
    var mask: Autoresizing = []
    for part in text.split(separator: "+") {
      guard let flag = flags[String(part)] else {
        throw describedError(line, "autoresize = \(text): '\(part)' is not LM, W, RM, TM, H or BM")
      }
      mask.formUnion(flag)
    }
    return mask
  }

  /// A class name as an id's start: a mangled Swift name (`_TtGC7SwiftUI14_UIHostingView...`)
  /// as its module and class (`SwiftUI._UIHostingView`); letters, digits, `_`, `-` and `.`
  /// kept, others `_`.
  static func identifier(_ name: String) -> String {
    var readable = name
    if name.hasPrefix("_Tt") {
      var rest = Substring(name.dropFirst(3)).drop { $0.isLetter }
      var parts: [Substring] = []
      while parts.count < 2, let digits = Int(rest.prefix { $0.isNumber }), digits > 0 {
        rest = rest.drop { $0.isNumber }
        guard rest.count >= digits else { break }
        parts.append(rest.prefix(digits))
        rest = rest.dropFirst(digits)
      }
      if parts.count == 2 { readable = parts.joined(separator: ".") }
    }
    return String(
      readable.map { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.".contains($0)) ? $0 : "_" })
  }
}

extension Substring {
  fileprivate var trimmed: String {
    String(trimmingPrefix(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
