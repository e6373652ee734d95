import SimGeometry
import SimMotion
import SimScene

/// The arguments of one command line, parsed and checked against the scene: each read
/// through the handle its declaration gave (``Parameters``).
public struct ParsedArguments: Sendable {
  /// Each parameter's value, by its index (nil: not given).
  var values: [ArgValue?]
  /// The column of each given parameter's word.
  var columns: [Int?]
  /// The column where the command's words end, for errors about missing arguments.
  package var endColumn: Int
  /// The whole line as typed.
  package var line = ""

  init(count: Int, endColumn: Int) {
    values = Array(repeating: nil, count: count)
    columns = Array(repeating: nil, count: count)
    self.endColumn = endColumn
  }

  /// The value of a required argument (the parser refuses a line without it).
  public subscript<Value>(arg: Arg<Value>) -> Value {
    guard let value = values[arg.index].flatMap(arg.read) else {
      preconditionFailure("argument \(arg.index) was declared required but has no value")
    }
    return value
  }

  /// The value of an argument that may be left out.
  public subscript<Value>(arg: OptionalArg<Value>) -> Value? {
    values[arg.index].flatMap(arg.read)
  }

  /// Whether a flag was given.
  public subscript(flag: FlagArg) -> Bool { values[flag.index] != nil }

  /// The column of a required argument's word.
  public func column<Value>(of arg: Arg<Value>) -> Int? { columns[arg.index] }
  /// The column of an argument's word, when it was given.
  public func column<Value>(of arg: OptionalArg<Value>) -> Int? { columns[arg.index] }

  /// Whether any of `args` was given.
  public func givesAny(_ args: [any ArgHandle]) -> Bool {
    args.contains { values[$0.index] != nil }
  }

  /// The view named by `arg`, or the key window's root view, where new views go.
  package func parentView(_ arg: OptionalArg<NodeID>, key: String, in scene: Scene)
    throws(CommandError) -> NodeID
  {
    if let id = self[arg] { return id }
    guard let view = scene.keyRootView else {
      throw CommandError(
        "no key window with a root view to hold it", column: endColumn,
        hint: "name a view: \(key) VIEW")
    }
    return view
  }
}

/// A handle of any argument: where its value is.
public protocol ArgHandle: Sendable {
  /// Where its value is among the command's arguments.
  var index: Int { get }
}

extension Arg: ArgHandle {}
extension OptionalArg: ArgHandle {}
extension FlagArg: ArgHandle {}

extension CommandSpec {
  /// Parses the words after the command words: positionals in order, then `key value`
  /// options in any order. Checks ids against `scene`.
  func parse(
    _ tokens: ArraySlice<Token>, scene: Scene, endColumn: Int, line: String = "",
    event: FiredEvent? = nil
  ) throws(CommandError) -> ParsedArguments {
    var result = ParsedArguments(count: positionals.count + options.count, endColumn: endColumn)
    result.line = line
    var rest = tokens
    // Flags may come before the positionals, as `source --keep-going FILE`.
    func takeFlags() throws(CommandError) {
      while let token = rest.first, !token.quoted,
        let flag = options.first(where: { $0.isFlag && $0.name == token.text })
      {
        guard result.values[flag.index] == nil else {
          throw CommandError("option '\(token.text)' given twice", column: token.column)
        }
        result.values[flag.index] = .bool(true)
        result.columns[flag.index] = token.column
        rest = rest.dropFirst()
      }
    }
    try takeFlags()
    for param in positionals {
      if case .rest = param.kind, let first = rest.first {
        // The rest of the line as typed, comments and all.
        result.values[param.index] = .word(String(line.dropFirst(first.column - 1)))
        result.columns[param.index] = first.column
        return result
      }
      guard let token = rest.first else {
        if param.isOptional { continue }
        throw CommandError(
          "missing \(param.placeholder)", column: endColumn,
          hint: "expected \(param.kind.expectation); usage: \(usage)")
      }
      // An optional positional gives way to an option key that follows.
      if param.isOptional, !token.quoted, options.contains(where: { $0.name == token.text }) {
        continue
      }
      result.values[param.index] = try parseValue(
        Expressions.substitute(token, scene: scene, event: event), as: param, scene: scene)
      result.columns[param.index] = token.column
      rest = rest.dropFirst()
      try takeFlags()
    }
    while let keyToken = rest.first {
      guard let param = options.first(where: { $0.name == keyToken.text }), !keyToken.quoted
      else {
        if keyToken.text == "then", !keyToken.quoted {
          throw CommandError(
            "'\(name)' takes no then: it has no completion block", column: keyToken.column,
            hint: "then follows a call whose usage ends in [then LINE]; after SECONDS LINE "
              + "runs a line later")
        }
        let keys = options.map(\.name)
        if keys.isEmpty {
          throw CommandError(
            "unexpected word '\(clip(keyToken.text))'", column: keyToken.column,
            hint: "usage: \(usage)")
        }
        if keyToken.quoted, keys.contains(keyToken.text) {
          throw CommandError(
            "an option's name is not quoted: write \(keyToken.text), not \"\(keyToken.text)\"",
            column: keyToken.column)
        }
        let mean = Suggest.didYouMean(keyToken.text, in: keys)
        throw CommandError(
          "unknown option '\(clip(keyToken.text))'", column: keyToken.column,
          hint: (mean.map { $0 + " " } ?? "") + "options: " + keys.joined(separator: ", "))
      }
      guard result.values[param.index] == nil else {
        throw CommandError("option '\(param.name)' given twice", column: keyToken.column)
      }
      rest = rest.dropFirst()
      if param.isFlag {
        result.values[param.index] = .bool(true)
        result.columns[param.index] = keyToken.column
        continue
      }
      guard let valueToken = rest.first else {
        throw CommandError(
          "missing value for '\(param.name)'", column: endColumn,
          hint: "expected \(param.kind.expectation)")
      }
      if param.isVariadic {
        var words: [(String, Int)] = []
        while let token = rest.first,
          token.quoted || !options.contains(where: { $0.name == token.text })
        {
          words.append(
            (try Expressions.substitute(token, scene: scene, event: event).text, token.column))
          rest = rest.dropFirst()
        }
        guard !words.isEmpty else {
          throw CommandError("missing value for '\(param.name)'", column: valueToken.column)
        }
        result.values[param.index] = .words(words)
        result.columns[param.index] = valueToken.column
        continue
      }
      result.values[param.index] = try parseValue(
        Expressions.substitute(valueToken, scene: scene, event: event), as: param, scene: scene)
      result.columns[param.index] = valueToken.column
      rest = rest.dropFirst()
    }
    for param in options where !param.isOptional && result.values[param.index] == nil {
      throw CommandError(
        "missing '\(param.name) \(param.placeholder)'", column: endColumn,
        hint: "usage: \(usage)")
    }
    return result
  }

  private func parseValue(_ token: Token, as param: Parameter, scene: Scene)
    throws(CommandError) -> ArgValue
  {
    let text = token.text
    let what = param.name == param.placeholder ? param.placeholder : "'\(param.name)'"
    func bad(_ detail: String? = nil) -> CommandError {
      CommandError(
        detail ?? "expected \(param.kind.expectation) for \(what), got '\(clip(text))'",
        column: token.column, hint: "usage: \(usage)")
    }
    func numbers(_ count: Int, _ separator: Character = ",") throws(CommandError) -> [Double] {
      do {
        return try Values.numbers(text, count: count, separator: separator)
      } catch .outOfRange {
        throw bad("number out of range in '\(clip(text))' for \(what) (limit ±1e9)")
      } catch {
        throw bad()
      }
    }
    switch param.kind {
    case .node(let kinds):
      return .id(try existingNode(token, kinds: kinds, scene: scene))
    case .newID:
      guard Values.isValidID(text) else {
        throw bad(
          "'\(clip(text))' is not a valid id (letters, digits, _ . -; a letter or _ first; at most 64)"
        )
      }
      guard !scene.contains(text) else {
        throw CommandError(
          "id '\(text)' is already taken (by a node of kind \(scene.node(text)?.kind.name ?? "view"))",
          column: token.column, hint: "choose another id or remove the old node")
      }
      if let holder = scene.claimant(of: text) {
        throw CommandError(
          "id '\(text)' is already taken (by a \(holder))", column: token.column,
          hint: "choose another id or remove the \(holder)")
      }
      return .id(text)
    case .number(let range):
      let v = try numbers(1)[0]
      guard range.contains(v) else {
        throw bad(
          "\(what) must be from \(NumberFormat.string(range.lowerBound)) to \(NumberFormat.string(range.upperBound)), got \(clip(text))"
        )
      }
      return .number(v)
    case .duration:
      do {
        return .duration(try Values.duration(text))
      } catch .tooFine {
        throw bad("duration '\(clip(text))' is finer than a microsecond")
      } catch .tooLong {
        throw bad("duration '\(clip(text))' is too long (at most 1e9 s)")
      } catch {
        throw bad()
      }
    case .instant:
      do {
        return .duration(try Values.duration(text, limit: SimTime.max.microseconds / 1_000_000))
      } catch .tooFine {
        throw bad("time '\(clip(text))' is finer than a microsecond")
      } catch .tooLong {
        throw bad(
          "time '\(clip(text))' is past the clock's end (at most \(SimTime.max.microseconds / 1_000_000) s)"
        )
      } catch {
        throw bad()
      }
    case .point:
      let v = try numbers(2)
      return .point(Point(x: v[0], y: v[1]))
    case .size:
      let v = try numbers(2, "x")
      guard v[0] >= 0, v[1] >= 0 else { throw bad("a size cannot be negative: '\(clip(text))'") }
      return .size(Size(width: v[0], height: v[1]))
    case .rect:
      let v = try numbers(4)
      guard v[2] >= 0, v[3] >= 0 else {
        throw bad("a rect's width and height cannot be negative: '\(clip(text))'")
      }
      return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
    case .signedRect:
      let v = try numbers(4)
      return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
    case .bool:
      guard let v = Values.bool(text) else { throw bad() }
      return .bool(v)
    case .color:
      guard let v = Color(parsing: text) else {
        let mean = Suggest.didYouMean(text, in: Color.named.map(\.name))
        throw CommandError(
          "expected a colour name, #RRGGBB, #RRGGBBAA or white:W[,A] for \(what), got '\(clip(text))'",
          column: token.column,
          hint: mean ?? "names: " + Color.named.map(\.name).joined(separator: " "))
      }
      return .color(v)
    case .transform:
      do {
        return .transform(try Values.transform(text))
      } catch .outOfRange {
        throw bad("number out of range in '\(clip(text))' for \(what) (limit ±1e9)")
      } catch {
        throw bad()
      }
    case .choice(let words):
      guard let v = words.first(where: { $0.lowercased() == text.lowercased() }) else {
        let mean = Suggest.didYouMean(text, in: words)
        throw CommandError(
          "expected one of \(words.joined(separator: ", ")) for \(what), got '\(clip(text))'",
          column: token.column, hint: mean ?? "usage: \(usage)")
      }
      return .word(v)
    case .screenSize:
      switch text.lowercased() {
      case "iphone": return .size(Screen.iphone)
      case "ipad": return .size(Screen.ipad)
      default:
        guard let v = try? Values.numbers(text, count: 2, separator: "x") else {
          let mean = Suggest.didYouMean(text, in: ["iphone", "ipad"])
          throw CommandError(
            "expected iphone, ipad or a size WxH, got '\(clip(text))'", column: token.column,
            hint: mean ?? "usage: \(usage)")
        }
        guard v.allSatisfy({ $0 >= 1 && $0 <= 100_000 }) else {
          throw bad("a screen's sides must be from 1 to 100000 points, got '\(clip(text))'")
        }
        return .size(Size(width: v[0], height: v[1]))
      }
    case .pointOrNode:
      if let v = try? Values.numbers(text, count: 2) { return .point(Point(x: v[0], y: v[1])) }
      if text.contains(","), text.first.map({ $0.isNumber || $0 == "-" }) == true {
        throw bad()
      }
      return .id(try existingNode(token, kinds: nil, scene: scene))
    case .text, .animationName, .commandWord, .rest, .file, .word:
      return .word(text)
    case .coordinate:
      let v = try numbers(2)
      guard abs(v[0]) <= 90, abs(v[1]) <= 180 else {
        throw bad(
          "a coordinate needs a latitude from -90 to 90 and a longitude from -180 to 180, got '\(clip(text))'"
        )
      }
      return .coordinate(Coordinate(latitude: v[0], longitude: v[1]))
    case .span:
      let v = try numbers(2)
      guard v[0] > 0, v[1] > 0, v[0] <= 180, v[1] <= 360 else {
        throw bad("a span needs degrees above 0 (at most 180 and 360), got '\(clip(text))'")
      }
      return .coordinate(Coordinate(latitude: v[0], longitude: v[1]))
    case .custom(let custom):
      do throws(CommandError) {
        return try custom.parse(text, scene)
      } catch {
        var located = error
        located.column = located.column ?? token.column
        throw located
      }
    case .curve:
      guard let curve = Values.curve(text) else {
        let mean = Suggest.didYouMean(text, in: Values.curveNames)
        throw CommandError(
          "expected \(param.kind.expectation) for \(what), got '\(clip(text))'",
          column: token.column, hint: mean ?? "usage: \(usage)")
      }
      return .curve(curve)
    }
  }

  private func existingNode(_ token: Token, kinds: [NodeKind]?, scene: Scene)
    throws(CommandError) -> String
  {
    let text = token.text
    var known: [String] {
      scene.ids.filter { id in scene.node(id).map { kinds?.contains($0.kind) ?? true } ?? false }
    }
    guard let node = scene.node(text) else {
      let noun = kinds.map { $0.map(\.name).joined(separator: " or ") } ?? "node"
      let known = known
      var hint = "known: " + (known.isEmpty ? "none" : Suggest.listing(known))
      if let mean = Suggest.didYouMean(text, in: known) { hint = mean + " " + hint }
      throw CommandError("unknown \(noun) '\(clip(text))'", column: token.column, hint: hint)
    }
    if let kinds, !kinds.contains(node.kind) {
      throw CommandError(
        "'\(text)' is \(Format.indefinite(node.kind.name)), expected "
          + Format.indefinite(kinds.map(\.name).joined(separator: " or ")),
        column: token.column,
        hint: "known: " + (known.isEmpty ? "none" : Suggest.listing(known)))
    }
    return text
  }
}
