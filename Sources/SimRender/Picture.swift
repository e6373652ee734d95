import SimComponents
import SimGeometry
import SimScene

/// One node to draw: its frame state and where its bounds land on the screen.
struct DrawItem {
  /// What is on screen now.
  var state: FrameState
  /// The node's bounds coordinates to its parent's.
  var local: Transform
  /// The node's bounds coordinates to the screen's.
  var toScreen: Transform
  /// Its own alpha times its ancestors'.
  var opacity: Double
  /// Whether it is a named part of a component (ID.content, ID.background …): parts are
  /// drawn by their owner, not outlined.
  var isPart: Bool

  /// The value of an extra field.
  func field(_ key: String) -> FrameValue? {
    state.extra.first { $0.key == key }?.value
  }

  /// An extra field's numbers.
  func numbers(_ key: String) -> [Double]? {
    switch field(key) {
    case .numbers(let v)?: v
    case .degrees(let v)?: v
    case .number(let v)?: [v]
    default: nil
    }
  }

  /// An extra field's text.
  func string(_ key: String) -> String? {
    if case .string(let s)? = field(key) { return s }
    return nil
  }
}

/// The scene as pictures: a walk over what is visible now, shared by the terminal picture
/// and the SVG.
public enum Picture {
  /// The visible nodes in drawing order (windows by level, subviews back to front), with
  /// their screen transforms. Hidden nodes and their subtrees are left out.
  static func items(_ scene: Scene) -> [DrawItem] {
    var result: [DrawItem] = []
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
      let local = Transform.translation(-state.bounds.midX, -state.bounds.midY)
        .concatenating(state.transform)
        .concatenating(.translation(center.x, center.y))
      let parentScreen = state.parent.flatMap { screenOf[$0] } ?? .identity
      let toScreen = local.concatenating(parentScreen)
      let opacity = state.alpha * (state.parent.flatMap { opacityOf[$0] } ?? 1)
      screenOf[state.id] = toScreen
      opacityOf[state.id] = opacity
      let isPart =
        state.parent.map { parent in
          state.id.hasPrefix(parent + ".") || isPartOfAncestor(state.id, scene: scene, parent)
        } ?? false
      result.append(
        DrawItem(
          state: state, local: local, toScreen: toScreen, opacity: opacity, isPart: isPart))
    }
    return result
  }

  /// Whether `id` is named after an ancestor (ID.content.label …).
  private static func isPartOfAncestor(_ id: NodeID, scene: Scene, _ parent: NodeID) -> Bool {
    var current: NodeID? = scene.node(parent)?.parent
    while let ancestor = current {
      if id.hasPrefix(ancestor + ".") { return true }
      current = scene.node(ancestor)?.parent
    }
    return false
  }

  /// The tip of a popover's arrow in its bounds coordinates: the outline's point furthest
  /// in the arrow's direction, or nil with no arrow.
  static func arrowTip(_ path: [PathElement], direction: String) -> Point? {
    var points: [Point] = []
    for element in path {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quad(_, let p): points.append(p)
      case .close: break
      }
    }
    switch direction {
    case "up": return points.min { $0.y < $1.y }
    case "down": return points.max { $0.y < $1.y }
    case "left": return points.min { $0.x < $1.x }
    case "right": return points.max { $0.x < $1.x }
    default: return nil
    }
  }

  /// A time as `0.25s`.
  static func timeText(_ scene: Scene) -> String {
    NumberFormat.string(scene.now.seconds) + "s"
  }
}
