public import SimGeometry
public import SimMotion
public import SimScene

/// The type of a command argument: how it is parsed, how usage shows it, and what Tab
/// offers for it.
public enum ArgKind: Sendable {
  /// The id of an existing node, optionally of some kinds only.
  case node(kinds: [NodeKind]?)
  /// An id for a new node; must not exist yet.
  case newID
  /// A number within a range.
  case number(ClosedRange<Double>)
  /// A duration: `0.25`, `250ms`, `2s`.
  case duration
  /// An instant on the virtual clock, written as a duration since 0, up to the clock's end.
  case instant
  /// A point `X,Y`.
  case point
  /// A size `WxH`.
  case size
  /// A rectangle `X,Y,W,H`.
  case rect
  /// A CGRect `X,Y,W,H` whose width or height may be negative (measured from the other
  /// corner), for the originals that take one as it comes.
  case signedRect
  /// A boolean: `on|off|yes|no|true|false`.
  case bool
  /// A colour: a name, `#RRGGBB` or `#RRGGBBAA`.
  case color
  /// A transform: `identity`, `a,b,c,d,tx,ty`, `scale:S`, `rotate:DEG`, `translate:X,Y`.
  case transform
  /// One of some words.
  case choice([String])
  /// `iphone`, `ipad` or `WxH`.
  case screenSize
  /// A point `X,Y` or the id of a node.
  case pointOrNode
  /// Free text (quote it to hold spaces): nothing to complete.
  case text
  /// A timing curve: linear, ease-in, ease-out, ease-in-out, default, cubic:X1,Y1,X2,Y2.
  case curve
  /// The name of an animation defined with `anim`.
  case animationName
  /// A command word, for `help`.
  case commandWord
  /// The rest of the line, as typed (for `on`).
  case rest
  /// A coordinate `LAT,LON` in degrees.
  case coordinate
  /// A span `DLAT,DLON` in degrees, both above 0.
  case span
  /// A file's path; Tab completes file names.
  case file
  /// A word of a set that depends on the scene or on an earlier word (parsed as text).
  case word(WordSource)
  /// A value of a kind a component defines.
  case custom(CustomArgument)
}

/// A kind of argument a component defines: how a word is checked against the scene, what
/// Tab offers, and how errors describe it.
public struct CustomArgument: Sendable {
  /// What a value looks like, for error messages: `the id of a controller`.
  public var expectation: String
  /// Whether its values form a set Tab can offer (ids, words), as opposed to free text.
  public var isEnumerable: Bool
  /// The value of a word, or why it is none (the parser adds the column).
  public var parse: @Sendable (String, Scene) throws(CommandError) -> ArgValue
  /// What Tab offers: given the scene, the positional words before it and the word typed
  /// so far.
  public var words: @Sendable (Scene, _ previous: [String], _ partial: String) -> [String]

  /// An argument kind.
  public init(
    expectation: String, isEnumerable: Bool = true,
    parse: @escaping @Sendable (String, Scene) throws(CommandError) -> ArgValue = { text, _ in
      .word(text)
    },
    words: @escaping @Sendable (Scene, _ previous: [String], _ partial: String) -> [String]
  ) {
    self.expectation = expectation
    self.isEnumerable = isEnumerable
    self.parse = parse
    self.words = words
  }
}

/// Where the words a `.word` argument takes come from, for completion.
public enum WordSource: Sendable {
  /// A named part of the node given just before (its subviews `ID.PART`).
  case part
  /// A key an animation of the node given just before was added under.
  case animationKey
  /// An autoresizing mask: none, fill, or a comma list of flexible margins and sizes.
  case autoresizing
  /// A repeat count: a number or forever.
  case repeatCount
  /// A whole number, or auto.
  case autoNumber
  /// A terminal's COLSxROWS, or none.
  case terminalSize
  /// What `on` waits for: an application state or a node's id.
  case hookTarget
  /// An event the node given just before fires.
  case event
}

/// A parsed argument value.
public enum ArgValue: Sendable {
  /// A node id (existing or new).
  case id(String)
  /// A number.
  case number(Double)
  /// A duration.
  case duration(SimTime)
  /// A point.
  case point(Point)
  /// A size.
  case size(Size)
  /// A rectangle.
  case rect(Rect)
  /// A boolean.
  case bool(Bool)
  /// A colour.
  case color(Color)
  /// A transform.
  case transform(Transform)
  /// A word from a choice, or free text.
  case word(String)
  /// A timing curve.
  case curve(TimingFunction)
  /// The words of a variadic option, each with its column.
  case words([(String, Int)])
  /// A coordinate or a span: (latitude, longitude).
  case coordinate(Coordinate)
}

/// A positional argument or a `key value` option of a command.
public struct Parameter: Sendable {
  /// For an option, the key word; for a positional, its name in usage (`ID`, `FRAME`).
  public var name: String
  /// What the value placeholder looks like in usage (`X,Y,W,H`).
  public var placeholder: String
  /// The value's type.
  public var kind: ArgKind
  /// Whether it may be left out.
  public var isOptional: Bool
  /// One line on what it means and its default.
  public var help: String
  /// For an option: takes one or more words, up to the next option key.
  public var isVariadic = false
  /// Whether usage marks a variadic option with `...` (not when it takes a fixed count).
  public var showsEllipsis = true
  /// For an option: a flag such as `--keep-going`, set by its key alone, anywhere after
  /// the command words.
  public var isFlag = false
  /// Where its value is among the command's arguments (the order of declaration).
  public var index = 0
  /// Whether giving it changes a file, not the scene (a file's path, the size the history
  /// file is cut to): the live page may not give it.
  public var reachesFiles = false

  /// A positional argument.
  static func positional(
    _ placeholder: String, _ kind: ArgKind, optional: Bool = false, help: String
  ) -> Parameter {
    Parameter(
      name: placeholder, placeholder: placeholder, kind: kind, isOptional: optional, help: help)
  }

  /// A `key value` option; optional unless `required` is set.
  static func option(
    _ key: String, _ placeholder: String, _ kind: ArgKind, required: Bool = false,
    help: String
  ) -> Parameter {
    Parameter(name: key, placeholder: placeholder, kind: kind, isOptional: !required, help: help)
  }

  /// A flag: its key alone (`--keep-going`) sets it; it may come before the positionals.
  static func flag(_ key: String, help: String) -> Parameter {
    var p = Parameter(name: key, placeholder: "", kind: .bool, isOptional: true, help: help)
    p.isFlag = true
    return p
  }

  /// A `key value...` option taking one or more words, up to the next option key.
  static func variadic(
    _ key: String, _ placeholder: String, required: Bool = false, ellipsis: Bool = true,
    help: String
  ) -> Parameter {
    var p = Parameter.option(key, placeholder, .text, required: required, help: help)
    p.isVariadic = true
    p.showsEllipsis = ellipsis
    return p
  }

  /// The form usage shows: `ID`, `[in PARENT]`, `frame X,Y,W,H`.
  var usage: String {
    if isFlag { return "[\(name)]" }
    switch kind {
    case .choice(let words)
    where name == placeholder && words.count <= 4 && words.joined().count <= 30:
      let text = words.joined(separator: "|")
      return isOptional ? "[\(text)]" : text
    default:
      break
    }
    let body =
      name == placeholder
      ? placeholder : "\(name) \(placeholder)" + (isVariadic && showsEllipsis ? "..." : "")
    return isOptional ? "[\(body)]" : body
  }
}

extension ArgKind {
  /// What a value of this kind looks like, for error messages.
  var expectation: String {
    switch self {
    case .node(let kinds):
      if let kinds { return "the id of a " + kinds.map(\.name).joined(separator: " or ") }
      return "the id of a node"
    case .newID: return "a new id ([A-Za-z_][A-Za-z0-9_.-]*)"
    case .number(let range):
      return
        "a number from \(NumberFormat.string(range.lowerBound)) to \(NumberFormat.string(range.upperBound))"
    case .duration: return "a duration such as 0.25, 250ms or 2s"
    case .instant: return "a time such as 0.25, 250ms or 2s"
    case .point: return "a point X,Y"
    case .size: return "a size WxH"
    case .rect: return "a rect X,Y,W,H"
    case .signedRect: return "a rect X,Y,W,H (a negative W or H counts back from X or Y)"
    case .bool: return "on or off"
    case .color: return "a colour name, #RRGGBB, #RRGGBBAA or white:W[,A]"
    case .transform:
      return "a transform: identity, a,b,c,d,tx,ty, scale:S, rotate:DEG or translate:X,Y"
    case .choice(let words): return "one of " + words.joined(separator: ", ")
    case .screenSize: return "iphone, ipad or a size WxH"
    case .pointOrNode: return "a point X,Y or the id of a node"
    case .text: return "text"
    case .animationName: return "the name of a defined animation"
    case .commandWord: return "a command word"
    case .rest: return "a command line"
    case .coordinate: return "a coordinate LAT,LON (-90...90, -180...180)"
    case .span: return "a span DLAT,DLON (degrees, above 0)"
    case .file: return "a file's path"
    case .word: return "a word"
    case .custom(let custom): return custom.expectation
    case .curve:
      return
        "a curve: linear, ease-in, ease-out, ease-in-out, default or cubic:X1,Y1,X2,Y2 (X1, X2 from 0 to 1)"
    }
  }
}
