public import SimGeometry
public import SimMotion

/// New values for some of a layer's properties; nil leaves a property as it is.
public struct LayerChanges: Hashable, Sendable {
  /// Sets centre and bounds size, as UIView.frame does.
  public var frame: Rect?
  /// UIView.bounds.
  public var bounds: Rect?
  /// UIView.center.
  public var center: Point?
  /// UIView.alpha.
  public var alpha: Double?
  /// UIView.hidden (not animatable).
  public var isHidden: Bool?
  /// UIView.backgroundColor.
  public var color: Color?
  /// UIView.transform.
  public var transform: Transform?

  /// No changes.
  public init() {}

  /// Whether nothing is set.
  public var isEmpty: Bool { self == LayerChanges() }

  /// The layer with these changes applied, in UIKit's order: bounds, then frame, then
  /// centre, then the rest.
  public func applied(to layer: LayerState) -> LayerState {
    var l = layer
    if let bounds { l.bounds = bounds.standardized }
    if let frame { l.frame = frame }
    if let center { l.center = center }
    if let alpha { l.alpha = min(max(alpha, 0), 1) }
    if let isHidden { l.isHidden = isHidden }
    if let color { l.color = color }
    if let transform { l.transform = transform }
    return l
  }
}

extension Scene {
  /// Removes a view and its subtree (`removeFromSuperview`): running animations in it stop,
  /// their completions (and any still waiting for these views) fire with finished = false,
  /// and other work scheduled for them is dropped.
  public mutating func removeView(_ id: NodeID) throws(SceneError) {
    guard let node = nodes[id] else { throw .unknownNode(id) }
    guard node.window == nil else {
      throw .notAllowed(id, reason: "it is a window, not a view")
    }
    guard id != Scene.rootViewID else {
      throw .notAllowed(id, reason: "the root view stays with its window; use reset")
    }
    deleteSubtree(id)
  }

  /// Deletes a node and its subtree: animations stop (completions unfinished), work
  /// scheduled for them goes.
  public mutating func deleteSubtree(_ id: NodeID) { deleteSubtrees([id]) }

  /// Deletes several nodes with their subtrees at once (in the order given), touching each
  /// parent's list of subviews and the scheduled work only once.
  public mutating func deleteSubtrees(_ ids: [NodeID]) {
    // The ids are looked up in sets of keys (``NodeKey``), cheaper to hash than strings.
    var doomed: [NodeID] = []
    var byParent: [NodeKey: [NodeID]] = [:]
    for id in ids {
      guard let node = nodes.family(of: id) else { continue }
      collectSubtree(id, children: node.children, into: &doomed)
      if let parent = node.parent { byParent[NodeKey(parent), default: []].append(id) }
    }
    guard !doomed.isEmpty else { return }
    // The links of the parts among them, read while they are still there.
    let links = partLinks.isEmpty ? [] : self.links(among: doomed)
    // The nodes leave first, so completions that fire below find them gone.
    for (parent, children) in byParent.sorted(by: { $0.key.id < $1.key.id }) {
      let leaving = Set(children.map(NodeKey.init))
      nodes.update(parent.id) { $0.children.removeAll { leaving.contains(NodeKey($0)) } }
    }
    for victim in doomed { nodes.remove(victim) }
    if windowIDs.contains(where: { !nodes.contains($0) }) {
      windowIDs = windowIDs.filter(nodes.contains)
    }
    let gone = Set(doomed.map(NodeKey.init))
    scheduler.cancelAll { $0.work.owner.map { gone.contains(NodeKey($0)) } == true }
    for victim in doomed { removeAllAnimations(of: victim) }
    // Completions still waiting for these nodes fire unfinished; a block that still moves
    // other views ends with them (its stopped animations marked it unfinished).
    let ended = blocks.compactMap { block, record in
      record.remaining.isEmpty && gone.contains(NodeKey(record.node)) ? block : nil
    }
    for block in ended.sorted() {
      blocks[block]?.interrupted = true
      finishBlock(block)
    }
    let removed = RemovedNodes(ids: doomed, keys: gone)
    for observer in rules.removalObservers { observer(&self, removed) }
    if !partIndex.isEmpty { removeParts(of: removed, links: links) }
    if !eventHooks.isEmpty { forgetHooks { removed.contains($0) } }
  }

  /// Appends `id` and its descendants, parents before children (`children`: the node's
  /// subviews, when the caller has them).
  func collectSubtree(_ id: NodeID, children: ChildList? = nil, into result: inout [NodeID]) {
    result.append(id)
    for child in children ?? nodes[id]?.children ?? [] { collectSubtree(child, into: &result) }
  }

  /// Sets layer model values without animation. As in UIKit, animations already running
  /// go on: what is on screen shows them until they end, then the new model value.
  public mutating func setLayer(_ id: NodeID, _ changes: LayerChanges) throws(SceneError) {
    // One access that reads and writes: a read first would copy the whole node.
    let size = nodes.update(id) { node in
      let old = node.layer.bounds.size
      node.layer = changes.applied(to: node.layer)
      return (old: old, new: node.layer.bounds.size)
    }
    guard let size else { throw .unknownNode(id) }
    // Subviews follow a change of size only.
    if size.new != size.old { layoutSubviews(of: id, from: size.old) }
  }

  /// Moves a node's model center to `center` unless it is there already, in one access to
  /// the node (a view following its map); returns whether it moved. Its size is unchanged,
  /// so its subviews stay as they are.
  public mutating func moveCenter(_ id: NodeID, to center: Point) -> Bool {
    return nodes.update(id) { node in
      guard node.layer.center != center else { return false }
      node.layer.center = center
      return true
    } ?? false
  }

  /// Sets how a node follows its parent's size.
  public mutating func setAutoresizing(_ id: NodeID, _ mask: Autoresizing) throws(SceneError) {
    guard nodes.contains(id) else { throw .unknownNode(id) }
    nodes[id]?.autoresizing = mask
  }

  /// Sets whether touches may stop at a node.
  public mutating func setUserInteraction(_ id: NodeID, _ enabled: Bool) throws(SceneError) {
    guard nodes.contains(id) else { throw .unknownNode(id) }
    nodes[id]?.isUserInteractionEnabled = enabled
  }

  /// Turns the interface to `orientation` at once: windows take the screen's new bounds
  /// (up to iOS 7 their root views turn instead, as `turn(to:)` says) and their subviews
  /// follow their autoresizing masks; then the rotation observers run
  /// and `didRotate` fires on the root window. Nothing happens when the interface is in
  /// that orientation already.
  public mutating func rotate(to orientation: Orientation) {
    guard orientation != screen.orientation else { return }
    endWaitingTurn()
    let from = screen.orientation
    emit(Scene.rootWindowID, "willRotate", [.init("to", orientation.rawValue)], quiet: true)
    // A hook on willRotate may have turned the interface already.
    guard screen.orientation == from else { return }
    turn(to: orientation)
    emit(Scene.rootWindowID, "didRotate", [.init("from", from.rawValue)])
  }

  /// Turns the interface to `orientation` as UIKit animates it: the same changes as
  /// ``rotate(to:)``, the observers' included (willAnimateRotationToInterfaceOrientation:
  /// runs inside the rotation's animation block), made inside one UIView block of
  /// `duration` with the default ease-in-out curve, so every frame they change moves to
  /// its new place; `didRotate` fires when the block completes. Returns the block's number.
  @discardableResult
  public mutating func rotate(to orientation: Orientation, duration: SimTime) throws(SceneError)
    -> Int?
  {
    guard orientation != screen.orientation else { return nil }
    guard now + duration < SimTime.max else { throw .timeOverflow }
    guard duration > .zero else {
      rotate(to: orientation)
      return nil
    }
    endWaitingTurn()
    let from = screen.orientation
    emit(Scene.rootWindowID, "willRotate", [.init("to", orientation.rawValue)], quiet: true)
    guard screen.orientation == from else { return nil }
    var options = AnimationOptions()
    options.duration = duration
    // A turn that starts during another goes on from what is on screen: UIKit publishes
    // no rule; scenesim's choice (`help rotate`), as a device shows no jump.
    options.beginFromCurrentState = true
    let didRotate: @Sendable (inout Scene, Bool) -> Void = { scene, _ in
      scene.emit(Scene.rootWindowID, "didRotate", [.init("from", from.rawValue)])
    }
    // The app's window's turn, or once a navigation window replaced it the key window's.
    let owner =
      contains(Scene.rootWindowID) ? Scene.rootWindowID : keyWindow ?? windowsBackToFront.last
    let turning = owner ?? Scene.rootWindowID
    let block = animateChanges(options: options, owner: turning, completion: didRotate) {
      $0.turn(to: orientation)
    }
    if block == nil {
      // Nothing to lay out anew (a half turn between sizes alike): the turn still takes
      // its time before didRotate.
      let ticket = schedule(
        at: now + duration,
        ScheduledWork(owner: owner, label: "end of the turn") { scene in
          scene.turnEnd = nil
          didRotate(&scene, true)
        })
      turnEnd = (ticket, { scene in didRotate(&scene, false) })
    }
    return block
  }

  /// A turn that waits for its end when another starts: its didRotate runs now, as a
  /// replaced animation block's completion does.
  private mutating func endWaitingTurn() {
    guard let (ticket, didRotate) = turnEnd else { return }
    turnEnd = nil
    cancelScheduled(ticket)
    didRotate(&self)
  }

  /// The turn itself. From iOS 8 (and under `ios auto`) windows take the interface's new
  /// bounds and everything follows its autoresizing mask. Up to iOS 7 windows keep the
  /// portrait bounds and each window's first subview, standing for its root view
  /// controller's view, takes the interface's size about the window's centre and the
  /// orientation's transform (``Screen/rootViewTransform``); its subviews follow their
  /// masks, other subviews of the window stay as they are (MBProgressHUD fc1903f
  /// MBProgressHUD.m 755-760 and SVProgressHUD turn their own views for that reason; Stack
  /// Overflow 26239027: "On iOS 7 and 6 view is rotated by changing its transform").
  /// Sets the iOS release every block follows (nil: `ios auto`) and lays the windows out as
  /// that release does in the current orientation: windows made or kept from now on follow
  /// it at once, not only after the next turn (up to iOS 7 a window in landscape stays
  /// portrait with its root view turned).
  public mutating func setIOSVersion(_ version: Int?) {
    iosVersion = version
    var next = screen
    next.follow(iosVersion: version)
    guard next.windowsStayPortrait != screen.windowsStayPortrait else { return }
    turn(to: screen.orientation)
  }

  private mutating func turn(to orientation: Orientation) {
    let wasPortraitWindows = screen.windowsStayPortrait
    screen.orientation = orientation
    screen.follow(iosVersion: iosVersion)
    for id in windowsBackToFront {
      guard let window = nodes[id] else { continue }
      let oldSize = window.layer.bounds.size
      nodes[id]?.layer.frame = screen.windowBounds
      let turnsRoot = screen.windowsStayPortrait || wasPortraitWindows
      layoutSubviews(of: id, from: oldSize, except: turnsRoot ? window.children.first : nil)
      if turnsRoot { placeRootView(of: id) }
    }
    for observer in rules.rotationObservers { observer(&self) }
  }

  /// Applies the children's autoresizing masks after `id`'s bounds changed from `oldSize`.
  mutating func layoutSubviews(of id: NodeID, from oldSize: Size, except skipped: NodeID? = nil) {
    guard let node = nodes[id] else { return }
    let newSize = node.layer.bounds.size
    guard newSize != oldSize else { return }
    for childID in node.children where childID != skipped {
      guard let child = nodes[childID], !child.autoresizing.isEmpty else { continue }
      let childOld = child.layer.bounds.size
      let f = child.layer.frame
      let (dx, dw) = Scene.distribute(
        newSize.width - oldSize.width,
        parts: [
          (child.autoresizing.contains(.flexibleLeftMargin), f.minX),
          (child.autoresizing.contains(.flexibleWidth), f.width),
          (child.autoresizing.contains(.flexibleRightMargin), oldSize.width - f.maxX),
        ])
      let (dy, dh) = Scene.distribute(
        newSize.height - oldSize.height,
        parts: [
          (child.autoresizing.contains(.flexibleTopMargin), f.minY),
          (child.autoresizing.contains(.flexibleHeight), f.height),
          (child.autoresizing.contains(.flexibleBottomMargin), oldSize.height - f.maxY),
        ])
      // A share that would make a side negative leaves it at zero.
      let width = max(0, childOld.width + dw)
      let height = max(0, childOld.height + dh)
      nodes[childID]?.layer.center.x += dx + (width - childOld.width) / 2
      nodes[childID]?.layer.center.y += dy + (height - childOld.height) / 2
      nodes[childID]?.layer.bounds.size = Size(width: width, height: height)
      layoutSubviews(of: childID, from: childOld)
    }
  }

  /// UIKit's autoresizing share of a change `delta` along one axis among the flexible
  /// parts (leading margin, size, trailing margin): proportional to their current lengths,
  /// or equal when they are all zero. Returns the changes of the leading margin and size.
  static func distribute(_ delta: Double, parts: [(Bool, Double)]) -> (Double, Double) {
    let flexible = parts.filter(\.0)
    guard !flexible.isEmpty, delta != 0 else { return (0, 0) }
    let total = flexible.reduce(0) { $0 + max($1.1, 0) }
    func share(_ i: Int) -> Double {
      guard parts[i].0 else { return 0 }
      return total > 0 ? delta * max(parts[i].1, 0) / total : delta / Double(flexible.count)
    }
    return (share(0), share(1))
  }
}

extension Scene {
  /// Creates a view outside any window (`initWithFrame:` with no superview yet). It can be
  /// added with ``addSubview(_:to:)`` and taken out again with ``removeFromSuperview(_:)``,
  /// keeping its subviews.
  public mutating func addDetachedView(_ id: NodeID, kind: NodeKind, frame: Rect) throws(SceneError)
  {
    guard !nodes.contains(id) else { throw .duplicateID(id) }
    forgetEarlierOwner(id)
    var node = Node(id: id, kind: kind, frame: frame)
    node.isDetachable = true
    nodes[id] = node
  }

  /// UIView addSubview: puts `id` in front of `parent`'s subviews, taking it from its old
  /// superview first (adding it to the same superview brings it to the front).
  public mutating func addSubview(_ id: NodeID, to parent: NodeID) throws(SceneError) {
    guard let node = nodes[id] else { throw .unknownNode(id) }
    guard nodes.contains(parent) else { throw .unknownNode(parent) }
    guard node.window == nil else { throw .notAllowed(id, reason: "a window has no superview") }
    var ancestor: NodeID? = parent
    while let current = ancestor {
      guard current != id else {
        throw .notAllowed(id, reason: "it would become its own ancestor")
      }
      ancestor = nodes[current]?.parent
    }
    try checkNesting(id, under: parent, height: height(of: id))
    if let old = node.parent { nodes[old]?.children.removeAll { $0 == id } }
    nodes[id]?.parent = parent
    nodes[parent]?.children.append(id)
  }

  /// UIView removeFromSuperview for a detachable view: it leaves the tree with its subviews
  /// and animations, and can be added again. Does nothing when it has no superview.
  public mutating func removeFromSuperview(_ id: NodeID) throws(SceneError) {
    guard let node = nodes[id] else { throw .unknownNode(id) }
    guard node.isDetachable else {
      throw .notAllowed(id, reason: "only a component's own view leaves the tree this way")
    }
    guard let parent = node.parent else { return }
    nodes[parent]?.children.removeAll { $0 == id }
    nodes[id]?.parent = nil
  }

  /// Whether the node is shown in a window (its chain of superviews reaches one).
  public func isInWindow(_ id: NodeID) -> Bool {
    var current = nodes[id]
    while let node = current {
      if node.window != nil { return true }
      current = node.parent.flatMap { nodes[$0] }
    }
    return false
  }

}

extension Scene {
  /// UIView sendSubviewToBack: on the node's superview.
  public mutating func sendToBack(_ id: NodeID) throws(SceneError) {
    guard let parent = nodes[id]?.parent else { throw .unknownNode(id) }
    nodes[parent]?.children.removeAll { $0 == id }
    nodes[parent]?.children.insert(id, at: 0)
  }
}

extension Scene {
  /// Puts `parent`'s subviews in `order` (back to front); it must hold exactly the
  /// subviews there are.
  public mutating func reorderSubviews(of parent: NodeID, _ order: [NodeID]) throws(SceneError) {
    guard let children = nodes.family(of: parent)?.children else {
      throw .unknownNode(parent)
    }
    // The order they have already: nothing to write (a map's views as it pans, while none
    // comes or goes).
    if order.count == children.count, order.elementsEqual(children) { return }
    // Each subview taken once: the subviews are distinct, so order is a permutation.
    var unplaced = Set(children.map(NodeKey.init))
    guard order.count == children.count,
      order.allSatisfy({ unplaced.remove(NodeKey($0)) != nil })
    else {
      throw .notAllowed(parent, reason: "the new order must hold exactly its subviews")
    }
    nodes.update(parent) { $0.children = ChildList(order) }
  }
}
