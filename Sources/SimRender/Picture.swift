public import SimGeometry
public import SimScene

/// One node to draw: its frame state and where its bounds land on the screen.
public struct DrawnNode: Sendable {
  /// What is on screen now.
  public var state: FrameState
  /// The node's bounds coordinates to its parent's (a window's, to the screen's).
  public var local: Transform
  /// The node's bounds coordinates to the screen's.
  public var toScreen: Transform
  /// Its own alpha times its ancestors'.
  public var opacity: Double
  /// Whether it is a named part of a component (ID.content, ID.background …): parts are
  /// drawn by their owner, not outlined.
  public var isPart: Bool

  /// The value of an extra field.
  public func field(_ key: String) -> FrameValue? {
    state.fields.first { $0.key == key }?.value
  }

  /// An extra field's numbers.
  public func numbers(_ key: String) -> [Double]? {
    switch field(key) {
    case .numbers(let v)?: v
    case .degrees(let v)?: v
    case .number(let v)?: [v]
    default: nil
    }
  }

  /// An extra field's text.
  public func string(_ key: String) -> String? {
    if case .string(let s)? = field(key) { return s }
    return nil
  }
}

/// The scene as pictures: a walk over what is visible now, shared by the terminal picture
/// and the SVG. What each kind of node looks like comes from ``Drawings``.
public enum Picture {
  /// The visible nodes in drawing order (windows by level, subviews back to front), with
  /// their screen transforms. Hidden nodes and their subtrees are left out.
  static func items(_ scene: Scene) -> [DrawnNode] {
    var result: [DrawnNode] = []
    var screenOf: [NodeID: Transform] = [:]
    var opacityOf: [NodeID: Double] = [:]
    var skipped = Set<NodeID>()
    for state in scene.frameStates() {
      if let parent = state.parent, skipped.contains(parent) {
        skipped.insert(state.id)
        continue
      }
      if state.isHidden {
        skipped.insert(state.id)
        continue
      }
      let center = state.frame.center
      var local = Transform.translation(-state.bounds.midX, -state.bounds.midY)
        .concatenating(state.transform)
        .concatenating(.translation(center.x, center.y))
      // A window's coordinates are the device's; the picture is the interface's.
      if state.parent == nil { local = local.concatenating(scene.screen.windowToInterface) }
      let parentScreen = state.parent.flatMap { screenOf[$0] } ?? .identity
      let toScreen = local.concatenating(parentScreen)
      let opacity = state.alpha * (state.parent.flatMap { opacityOf[$0] } ?? 1)
      screenOf[state.id] = toScreen
      opacityOf[state.id] = opacity
      let isPart = state.parent.map { owner(of: state.id, under: $0, in: scene) != nil } ?? false
      result.append(
        DrawnNode(
          state: state, local: local, toScreen: toScreen, opacity: opacity, isPart: isPart))
    }
    return result
  }

  /// The component node a part drawn inside it belongs to: its owner, when that is `parent`
  /// or one of its ancestors (ID.content.label belongs to ID); nil when `id` is no part, or
  /// the part of a node it is not inside (one that stands beside its owner).
  static func owner(of id: NodeID, under parent: NodeID, in scene: Scene) -> NodeID? {
    guard let owner = scene.partLink(of: id)?.owner else { return nil }
    var current: NodeID? = parent
    while let ancestor = current {
      if ancestor == owner { return owner }
      current = scene.node(ancestor)?.parent
    }
    return nil
  }

  /// A time as `0.25s`.
  static func timeText(_ scene: Scene) -> String {
    NumberFormat.string(scene.now.seconds) + "s"
  }
}
