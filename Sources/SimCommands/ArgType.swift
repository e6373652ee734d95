public import SimGeometry
public import SimMotion
public import SimScene

/// The type of an argument, with the Swift type its value has: how it is parsed, shown and
/// completed (``ArgKind``) and how its parsed value reads as a `Value`. A parameter
/// declared with it hands the command a `Value` (``Arg``, ``OptionalArg``).
public struct ArgType<Value>: Sendable {
  /// How it is parsed, shown in usage and completed.
  public let kind: ArgKind
  /// The value of a parsed word, when it is of this type.
  let read: @Sendable (ArgValue) -> Value?

  /// A type of `kind` whose parsed values `read` takes.
  public init(_ kind: ArgKind, read: @escaping @Sendable (ArgValue) -> Value?) {
    self.kind = kind
    self.read = read
  }
}

extension ArgType {
  /// One of some words, each standing for a value (`portrait`, `landscape` …).
  public static func choice(
    _ words: [String], as value: @escaping @Sendable (String) -> Value?
  ) -> ArgType {
    ArgType(.choice(words)) { $0.word.flatMap(value) }
  }
}

/// A word of a variadic option and the column it starts at.
public typealias Word = (text: String, column: Int)

/// A point `X,Y` or the id of a node, as a touch takes its target.
public enum PointOrNode: Sendable {
  /// A screen point.
  case point(Point)
  /// A node's id.
  case node(NodeID)
}

extension ArgValue {
  /// The id it holds, if it holds one.
  public var id: String? { if case .id(let v) = self { v } else { nil } }
  /// The word it holds, if it holds one.
  public var word: String? { if case .word(let v) = self { v } else { nil } }
  /// The number it holds, if it holds one.
  public var number: Double? { if case .number(let v) = self { v } else { nil } }
  /// The duration it holds, if it holds one.
  public var duration: SimTime? { if case .duration(let v) = self { v } else { nil } }
  /// The size it holds, if it holds one.
  public var size: Size? { if case .size(let v) = self { v } else { nil } }
}

extension ArgType where Value == ArgValue {
  /// A component's own argument kind whose parsed value the command reads as it comes (a
  /// size or a word, say).
  public static func customValue(_ custom: CustomArgument) -> ArgType {
    ArgType(.custom(custom)) { $0 }
  }
}

extension ArgType where Value == NodeID {
  /// The id of an existing node, of one of `kinds` when given.
  public static func node(kinds: [NodeKind]?) -> ArgType { ArgType(.node(kinds: kinds)) { $0.id } }
  /// An id for a new node.
  public static var newID: ArgType { ArgType(.newID) { $0.id } }
}

extension ArgType where Value == String {
  /// One of some words.
  public static func choice(_ words: [String]) -> ArgType { ArgType(.choice(words)) { $0.word } }
  /// Free text.
  public static var text: ArgType { ArgType(.text) { $0.word } }
  /// The name of an animation defined with `anim`.
  public static var animationName: ArgType { ArgType(.animationName) { $0.word } }
  /// A command word.
  public static var commandWord: ArgType { ArgType(.commandWord) { $0.word } }
  /// The rest of the line, as typed.
  public static var rest: ArgType { ArgType(.rest) { $0.word } }
  /// A file's path.
  public static var file: ArgType { ArgType(.file) { $0.word } }
  /// A word of a set that depends on the scene or an earlier word.
  public static func word(_ source: WordSource) -> ArgType { ArgType(.word(source)) { $0.word } }
  /// A word a component's own argument kind checks (its value is the word).
  public static func custom(_ custom: CustomArgument) -> ArgType {
    ArgType(.custom(custom)) { $0.word }
  }
}

extension ArgType where Value == Double {
  /// A number within `range`.
  public static func number(_ range: ClosedRange<Double>) -> ArgType {
    ArgType(.number(range)) { $0.number }
  }
}

extension ArgType where Value == SimTime {
  /// A duration: `0.25`, `250ms`, `2s`.
  public static var duration: ArgType { ArgType(.duration) { $0.duration } }
  /// An instant on the virtual clock.
  public static var instant: ArgType { ArgType(.instant) { $0.duration } }
}

extension ArgType where Value == Point {
  /// A point `X,Y`.
  public static var point: ArgType {
    ArgType(.point) { if case .point(let v) = $0 { v } else { nil } }
  }
}

extension ArgType where Value == Size {
  /// A size `WxH`.
  public static var size: ArgType { ArgType(.size) { $0.size } }
  /// `iphone`, `ipad` or `WxH`.
  public static var screenSize: ArgType { ArgType(.screenSize) { $0.size } }
}

extension ArgType where Value == Rect {
  /// A rectangle `X,Y,W,H`.
  public static var rect: ArgType {
    ArgType(.rect) { if case .rect(let v) = $0 { v } else { nil } }
  }
  /// A rectangle whose width or height may be negative.
  public static var signedRect: ArgType {
    ArgType(.signedRect) { if case .rect(let v) = $0 { v } else { nil } }
  }
}

extension ArgType where Value == Bool {
  /// A boolean: `on|off|yes|no|true|false`.
  public static var bool: ArgType {
    ArgType(.bool) { if case .bool(let v) = $0 { v } else { nil } }
  }
}

extension ArgType where Value == Color {
  /// A colour.
  public static var color: ArgType {
    ArgType(.color) { if case .color(let v) = $0 { v } else { nil } }
  }
}

extension ArgType where Value == Transform {
  /// A transform.
  public static var transform: ArgType {
    ArgType(.transform) { if case .transform(let v) = $0 { v } else { nil } }
  }
}

extension ArgType where Value == TimingFunction {
  /// A timing curve.
  public static var curve: ArgType {
    ArgType(.curve) { if case .curve(let v) = $0 { v } else { nil } }
  }
}

extension ArgType where Value == Coordinate {
  /// A coordinate `LAT,LON`.
  public static var coordinate: ArgType {
    ArgType(.coordinate) { if case .coordinate(let v) = $0 { v } else { nil } }
  }
  /// A span `DLAT,DLON`.
  public static var span: ArgType {
    ArgType(.span) { if case .coordinate(let v) = $0 { v } else { nil } }
  }
}

extension ArgType where Value == PointOrNode {
  /// A point `X,Y` or the id of a node.
  public static var pointOrNode: ArgType {
    ArgType(.pointOrNode) { value in
      switch value {
      case .point(let p): .point(p)
      case .id(let id): .node(id)
      default: nil
      }
    }
  }
}
