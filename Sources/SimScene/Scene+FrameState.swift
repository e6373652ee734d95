public import SimGeometry

/// An extra value a node shows in its frame state (a window's level, a pin's coordinate).
public enum FrameValue: Hashable, Sendable {
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// A boolean.
  case bool(Bool)
  /// Several numbers, as a tuple.
  case numbers([Double])
  /// No value.
  case null
  /// Named values, in order.
  case object([FrameField])
  /// A number shown with every digit it has (a window level computed in floating point).
  case exact(Double)
  /// Angles in degrees, shown with six places (a coordinate, a span).
  case degrees([Double])
}

/// A named value in a frame state.
public struct FrameField: Hashable, Sendable {
  /// The key.
  public var key: String
  /// The value.
  public var value: FrameValue
  /// Whether `print` shows it too (`dump` always does).
  public var isPrinted: Bool
  /// A named value.
  public init(_ key: String, _ value: FrameValue, printed: Bool = true) {
    self.key = key
    self.value = value
    self.isPrinted = printed
  }
}

/// A node as it is on screen at the current instant: presentation values, in the parent's
/// coordinates, in drawing order.
///
/// ```swift
/// var session = Session()
/// _ = session.execute("view add a frame 20,40,100,50")
/// _ = session.execute("view animate a duration 1 alpha 0")
/// _ = session.execute("tick 0.5")
/// let a = session.scene.frameStates(of: "a")[0]
/// // a.parent == "root", a.frame == Rect(x: 20, y: 40, width: 100, height: 50),
/// // a.isAnimating == true, and a.alpha is part way from 1 to 0
/// ```
public struct FrameState: Hashable, Sendable {
  /// The node's id.
  public var id: NodeID
  /// Its kind.
  public var kind: NodeKind
  /// The parent's id, nil for a window.
  public var parent: NodeID?
  /// Depth in the tree; 0 for windows.
  public var depth: Int
  /// UIView.frame on screen now, in the parent's coordinates.
  public var frame: Rect
  /// Bounds on screen now.
  public var bounds: Rect
  /// Alpha on screen now.
  public var alpha: Double
  /// Whether hidden.
  public var isHidden: Bool
  /// Background colour on screen now.
  public var color: Color?
  /// Transform on screen now.
  public var transform: Transform
  /// Whether any property is animating.
  public var isAnimating: Bool
  /// Whether touches may stop here (UIView.userInteractionEnabled).
  public var isUserInteractionEnabled: Bool
  /// How the frame follows the parent's size.
  public var autoresizing: Autoresizing
  /// Kind-specific values in a fixed order, each with whether `print` shows it (`dump`
  /// shows them all).
  public var fields: [FrameField]
  /// Kind-specific values in a fixed order: ``fields`` without whether `print` shows them.
  /// Setting it replaces the fields, those with a key ``dumpOnly`` holds left out of
  /// `print`.
  public var extra: [(key: String, value: FrameValue)] {
    get { fields.map { ($0.key, $0.value) } }
    set {
      let hidden = dumpOnly
      fields = newValue.map { FrameField($0.key, $0.value, printed: !hidden.contains($0.key)) }
    }
  }
  /// The keys of ``fields`` that `print` leaves out (`dump` shows them). Setting it marks
  /// each field by its key; a key no field has is not kept.
  public var dumpOnly: Set<String> {
    get { Set(fields.lazy.filter { !$0.isPrinted }.map(\.key)) }
    set {
      for index in fields.indices {
        fields[index].isPrinted = !newValue.contains(fields[index].key)
      }
    }
  }

  /// Whether every field is equal, whether `print` shows the extra ones aside.
  public static func == (lhs: FrameState, rhs: FrameState) -> Bool {
    lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.parent == rhs.parent
      && lhs.depth == rhs.depth && lhs.frame == rhs.frame && lhs.bounds == rhs.bounds
      && lhs.alpha == rhs.alpha && lhs.isHidden == rhs.isHidden && lhs.color == rhs.color
      && lhs.transform == rhs.transform && lhs.isAnimating == rhs.isAnimating
      && lhs.isUserInteractionEnabled == rhs.isUserInteractionEnabled
      && lhs.autoresizing == rhs.autoresizing
      && lhs.fields.elementsEqual(rhs.fields) { $0.key == $1.key && $0.value == $1.value }
  }

  /// Hashes the id and frame.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(frame)
  }
}

extension Scene {
  /// Frame states in drawing order: windows back to front (by level, then the order they
  /// were shown, then id), each followed by its subtree, subviews back to front.
  /// With `root`, only that node's subtree.
  public func frameStates(of root: NodeID? = nil) -> [FrameState] {
    var result: [FrameState] = []
    // Every node is in some window's subtree: the whole scene's states fill this exactly.
    if root == nil { result.reserveCapacity(nodes.count) }
    if let root {
      appendStates(root, depth: 0, into: &result)
    } else {
      for window in windowsBackToFront { appendStates(window, depth: 0, into: &result) }
    }
    return result
  }

  private func appendStates(_ id: NodeID, depth: Int, into result: inout [FrameState]) {
    guard let node = nodes[id] else { return }
    let attached = animations[NodeKey(id)]
    let layer = presentation(of: node.layer, with: attached)
    var fields: [FrameField] = []
    if let window = node.window {
      fields = [
        FrameField("level", .string(window.band)),
        FrameField("windowLevel", .exact(window.windowLevel)),
        FrameField("key", .bool(keyWindow == id)),
      ]
    }
    if let describe = rules[node.kind]?.describe {
      let described = describe(self, id)
      if fields.isEmpty { fields = described } else { fields += described }
    }
    result.append(
      FrameState(
        id: id, kind: node.kind, parent: node.parent, depth: depth, frame: layer.frame,
        bounds: layer.bounds, alpha: layer.alpha, isHidden: layer.isHidden, color: layer.color,
        transform: layer.transform, isAnimating: attached != nil,
        isUserInteractionEnabled: node.isUserInteractionEnabled,
        autoresizing: node.autoresizing, fields: fields))
    for child in node.children { appendStates(child, depth: depth + 1, into: &result) }
  }
}
