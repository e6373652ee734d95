extension Scene {
  /// How deep views may nest: a window is level 0, its subviews 1, and so on. UIKit sets no
  /// limit; scenesim keeps every walk of the tree well within a thread's stack.
  public static let maxNesting = 1000

  /// The level of `id`: how many superviews it has.
  public func nesting(of id: NodeID) -> Int {
    var level = 0
    var current = nodes.family(of: id)?.parent
    while let parent = current {
      level += 1
      current = nodes.family(of: parent)?.parent
    }
    return level
  }

  /// How many levels the subtree of `id` has below it (0 for a view without subviews).
  func height(of id: NodeID) -> Int {
    var deepest = 0
    var stack = [(id, 0)]
    while let (node, level) = stack.popLast() {
      deepest = max(deepest, level)
      for child in nodes.family(of: node)?.children ?? [] { stack.append((child, level + 1)) }
    }
    return deepest
  }

  /// Refuses to put `id` (whose subtree is `height` levels deep) under `parent` when the
  /// tree would nest deeper than ``maxNesting``.
  func checkNesting(_ id: NodeID, under parent: NodeID, height: Int) throws(SceneError) {
    let level = nesting(of: parent) + 1
    guard level + height <= Scene.maxNesting else {
      throw .notAllowed(
        id,
        reason:
          "views nest at most \(Scene.maxNesting) levels deep and it would be at level \(level + height)"
      )
    }
  }
}
