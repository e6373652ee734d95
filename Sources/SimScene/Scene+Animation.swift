import SimGeometry
public import SimMotion

/// How a UIView block animation is timed.
public struct AnimationOptions: Hashable, Sendable {
  /// How long the change takes; UIView's default is 0.2 s.
  public var duration: SimTime = .milliseconds(200)
  /// Wait before the change starts; the old values show meanwhile.
  public var delay: SimTime = .zero
  /// How progress is paced; UIView's default is ease-in-out.
  public var curve: TimingFunction = .easeInEaseOut
  /// A spring damping ratio, for the spring variant; the curve is then unused.
  public var springDamping: Double?
  /// The spring's initial velocity (1 = the whole distance in a second).
  public var springVelocity: Double = 0
  /// UIViewAnimationOptionBeginFromCurrentState: start from what is on screen, not from
  /// the old model value.
  public var beginFromCurrentState = false
  /// UIViewAnimationOptionRepeat: repeat forever.
  public var repeats = false
  /// UIViewAnimationOptionAutoreverse: play back and forth.
  public var autoreverses = false
  /// The iOS major version whose animation model the block follows unless the scene names
  /// one (``Scene/iosVersion``): the era of the code that runs it.
  public var era = Scene.defaultEra

  /// UIView's defaults.
  public init() {}
}

extension LayerKeyPath {
  /// The key paths a set of block changes animates, in UIKit's order.
  static func keyPaths(changedBy changes: LayerChanges) -> [LayerKeyPath] {
    var keys: [LayerKeyPath] = []
    if changes.frame != nil || changes.bounds != nil { keys.append(.bounds) }
    if changes.frame != nil || changes.center != nil { keys.append(.position) }
    if changes.alpha != nil { keys.append(.opacity) }
    if changes.transform != nil { keys.append(.transform) }
    if changes.color != nil { keys.append(.backgroundColor) }
    return keys
  }
}

extension LayerKeyPath {
  /// Whether UIView block animations add this key path's animations from iOS 8 on: layout
  /// (position, bounds) and transform; opacity and colour still replace.
  var addsFromIOS8: Bool { self == .position || self == .bounds || self == .transform }

  /// The key paths a UIView block animates, in UIKit's order.
  static let blockPaths: [LayerKeyPath] = [
    .bounds, .position, .opacity, .transform, .backgroundColor,
  ]
}

extension Scene {
  /// The era of a block animation that names none: iOS 7, the model before additive
  /// animations.
  public static let defaultEra = 7

  /// Whether a block of `era` adds its layout and transform animations (iOS 8 and later)
  /// rather than replacing the running ones.
  public func animatesAdditively(era: Int) -> Bool { (iosVersion ?? era) >= 8 }

  /// The key an additive animation of `path` is added under on `id`: the key path's name
  /// when free, else the name with `-2`, `-3` … so no running animation is replaced (a
  /// mark a command can name unquoted, as `#` would start a comment).
  func freeKey(_ path: LayerKeyPath, on id: NodeID, taken: Set<String>) -> String {
    let keys = Set(attachedKeys(of: id)).union(taken)
    guard keys.contains(path.rawValue) else { return path.rawValue }
    var n = 2
    while keys.contains("\(path.rawValue)-\(n)") { n += 1 }
    return "\(path.rawValue)-\(n)"
  }

  /// UIView animateWithDuration:delay:options:animations:completion: (or the spring
  /// variant) on one node, as iOS 7 does it: the model takes the new values now, and one
  /// basic animation per changed key path is added under that key path's name, from the
  /// old model value (or what is on screen, with beginFromCurrentState) to the new one,
  /// filling both ways. A `completion` event fires when all of them have stopped; an
  /// animation added under the same key later replaces one of them, which stops it
  /// unfinished. With no duration nothing animates: the values apply at once and the
  /// completion fires after the delay (at the next tick when there is none). A `completion`
  /// given replaces the event and is called with the finished flag. Returns the animation's
  /// number.
  ///
  /// From iOS 8 (``animatesAdditively(era:)``) position, bounds and transform animate as
  /// UIKit 8 does: an additive animation from the old value's offset to none is added under
  /// a key of its own, so a running one goes on and what shows is the model plus every
  /// offset still running; beginFromCurrentState makes no difference to them.
  @discardableResult
  public mutating func animate(
    _ id: NodeID, _ changes: LayerChanges, options: AnimationOptions,
    completion: (@Sendable (inout Scene, Bool) -> Void)? = nil
  ) throws(SceneError) -> Int {
    try animate(parts: [BlockPart(id: id, changes: changes)], options, completion)
  }

  /// One animation block that changes several views: each view's changes as above, and one
  /// completion (or `completion` event, on the first view) when every animation of the
  /// block has stopped, as UIKit runs a block's single completion.
  @discardableResult
  public mutating func animate(
    _ parts: [(NodeID, LayerChanges)], options: AnimationOptions,
    completion: (@Sendable (inout Scene, Bool) -> Void)? = nil
  ) throws(SceneError) -> Int {
    try animate(parts: parts.map { BlockPart(id: $0.0, changes: $0.1) }, options, completion)
  }

  /// One view's changes in a block. (A structure rather than a tuple: tuples of an id and
  /// changes are copied and destroyed through the runtime's generic code.)
  private struct BlockPart {
    var id: NodeID
    var changes: LayerChanges
  }

  /// The number the next block animation takes, as its completion prints it
  /// (`completion(animation: N)`).
  public var nextBlockNumber: Int { nextGroupID }

  /// The block that changes `parts`, as the public `animate` methods describe.
  private mutating func animate(
    parts: [BlockPart], _ options: AnimationOptions,
    _ completion: (@Sendable (inout Scene, Bool) -> Void)?
  ) throws(SceneError) -> Int {
    guard let first = parts.first?.id else { throw .unknownNode("") }
    for part in parts where !nodes.contains(part.id) { throw .unknownNode(part.id) }
    guard now + options.delay + options.duration < SimTime.max else { throw .timeOverflow }
    let block = nextGroupID
    nextGroupID += 1
    var work: [BlockWork] = []
    for part in parts {
      let id = part.id
      // Read in place: a copy of the whole node would retain every field it holds.
      guard let node = nodes.layerAndChildCount(of: id) else { continue }
      // Subviews that autoresize move with the view, inside the same animation. (A view
      // without subviews, such as a pin as it drops, needs no record of its subtree.)
      let leaf = node.childCount == 0
      // Where a member starts: its model value, or what it shows with beginFromCurrentState.
      func shown(_ member: NodeID, _ layer: LayerState) -> LayerState {
        options.beginFromCurrentState ? (presentation(of: member) ?? layer) : layer
      }
      // The view and its descendants, for a view that has subviews (none listed for a leaf).
      var subtree: [NodeID] = []
      var before: [NodeID: LayerState] = [:]
      var models: [NodeID: LayerState] = [:]
      if !leaf {
        collectSubtree(id, into: &subtree)
        for member in subtree {
          guard let layer = nodes[member]?.layer else { continue }
          models[member] = layer
          before[member] = shown(member, layer)
        }
      }
      let start = before[id] ?? shown(id, node.layer)
      let oldSize = node.layer.bounds.size
      let target = part.changes.applied(to: node.layer)
      nodes.update(id) { $0.layer = target }
      if !leaf { layoutSubviews(of: id, from: oldSize) }
      let paths = LayerKeyPath.keyPaths(changedBy: part.changes)
      guard options.duration > .zero else {
        for member in leaf ? [id] : subtree {
          for path in LayerKeyPath.allCases
          where member == id ? paths.contains(path) : (path == .bounds || path == .position) {
            replaceAnimations(of: member, on: path)
          }
        }
        continue
      }
      for path in paths {
        work.append(BlockWork(node: id, path: path, start: start, old: node.layer, new: target))
      }
      for member in subtree.dropFirst() {
        guard let old = before[member], let model = models[member],
          let new = nodes[member]?.layer
        else { continue }
        for path in [LayerKeyPath.bounds, .position] where path.read(old) != path.read(new) {
          work.append(BlockWork(node: member, path: path, start: old, old: model, new: new))
        }
      }
    }
    // A block that animates nothing (no duration, or no property that animates) completes
    // after its delay.
    guard options.duration > .zero, !work.isEmpty else {
      var record = BlockAnimation(node: first, remaining: [], completion: completion)
      record.ticket = schedule(
        at: now + options.delay,
        ScheduledWork(owner: first, label: "completion of animation \(block)") { scene in
          scene.finishBlock(block)
        })
      blocks[block] = record
      return block
    }
    startBlock(block, of: first, work, options: options, completion: completion)
    return block
  }

  /// The block change of a view's layer along one key path. (A structure rather than a
  /// tuple: arrays of tuples are copied and destroyed through the runtime's generic code.)
  struct BlockWork {
    var node: NodeID
    var path: LayerKeyPath
    /// Where it starts.
    var start: LayerState
    /// Its old model value.
    var old: LayerState
    /// Its new model value.
    var new: LayerState
  }

  /// An animation a block is about to add.
  private struct PlannedAnimation {
    var node: NodeID
    var path: LayerKeyPath
    var key: String
    var animation: LayerAnimation
  }

  /// Adds the animations of block `block` (one per node and key path, the first start and
  /// the last target of a pair named twice) and records the block, whose completion runs
  /// when they have all stopped.
  private mutating func startBlock(
    _ block: Int, of first: NodeID, _ work: [BlockWork], options: AnimationOptions,
    completion: (@Sendable (inout Scene, Bool) -> Void)?
  ) {
    var timing = MediaTiming()
    timing.beginTime = options.delay.seconds
    timing.duration = options.duration.seconds
    timing.fillMode = .both
    if options.repeats { timing.repeatCount = .infinity }
    timing.autoreverses = options.autoreverses
    let spring = options.springDamping.map {
      Spring(dampingRatio: $0, velocity: options.springVelocity, duration: options.duration.seconds)
    }
    if spring == nil { timing.timingFunction = options.curve }
    // A key animated twice in one block (a view named twice, or a subview that also
    // resizes with its parent) gets one animation: from the first start to the last target.
    var work = work
    if work.count > 1 {
      var merged: [BlockWork] = []
      var index: [AnimationRef: Int] = [:]
      for item in work {
        let ref = AnimationRef(node: item.node, key: item.path.rawValue)
        if let i = index[ref] {
          merged[i].new = item.new
        } else {
          index[ref] = merged.count
          merged.append(item)
        }
      }
      work = merged
    }
    let additive = animatesAdditively(era: options.era)
    var planned: [PlannedAnimation] = []
    var taken: [NodeID: Set<String>] = [:]
    for item in work {
      let (member, path, model, new) = (item.node, item.path, item.old, item.new)
      // From iOS 8 the offset of the old model value from the new plays out to none (the
      // running offsets carry what is on screen); the transform's offset is the one that,
      // applied before the new transform, gives the old.
      let offset = additive && path.addsFromIOS8
      let old = offset ? model : item.start
      var a = path.read(old)
      var b = path.read(new)
      var isAdditive = false
      if offset, path == .transform {
        if let inverse = new.transform.inverted, old.transform.inverted != nil {
          (a, b) = Decomposed.interpolationPair(
            from: old.transform.concatenating(inverse), to: .identity)
        } else {
          // From iOS 8 UIKit inverts the matrix to animate it additively, which a singular
          // one (scale 0) cannot be: the end value shows at once ("Instantly the view is
          // gone", Stack Overflow 25964224; "singular matrices … cannot be inverted",
          // Apple's developer forums 21945). The animation still runs out its duration,
          // offsetting nothing, so the block's completion keeps its time.
          (a, b) = Decomposed.interpolationPair(from: .identity, to: .identity)
        }
        isAdditive = true
      } else if offset {
        (a, b) = (a - b, AnimVector())
        isAdditive = true
      } else if path == .transform {
        (a, b) = Decomposed.interpolationPair(from: old.transform, to: new.transform)
      }
      let content: AnimationContent =
        spring.map { .spring(from: a, to: b, spring: $0) } ?? .basic(from: a, to: b)
      var animation = LayerAnimation(keyPath: path, content: content, timing: timing)
      // (Each change makes a new storage; a replacing animation keeps the one it has.)
      if isAdditive { animation.isAdditive = true }
      // Only additive keys can meet: a replacing key is its own key path's name.
      let key: String
      if isAdditive {
        key = freeKey(path, on: member, taken: taken[member] ?? [])
        taken[member, default: []].insert(key)
      } else {
        key = path.rawValue
      }
      planned.append(PlannedAnimation(node: member, path: path, key: key, animation: animation))
    }
    blocks[block] = BlockAnimation(
      node: first, remaining: planned.map { AnimationRef(node: $0.node, key: $0.key) },
      completion: completion)
    for item in planned {
      let (member, path, key, animation) = (item.node, item.path, item.key, item.animation)
      if !animation.isAdditive { replaceAnimations(of: member, on: path) }
      attach(animation, to: member, key: key, block: block)
    }
  }

  /// A UIView animation block around arbitrary changes: `changes` runs now, and every
  /// layer property it changed on a node that was there before (frames, autoresized
  /// subviews, alpha, transform, colour) animates from its old model value (with
  /// beginFromCurrentState, a node that is animating from what it shows) to the new one
  /// as one block of `options`, as changes made inside `animations:` do. Nodes it adds
  /// appear as they are. Returns the block's number, or nil when nothing animates.
  @discardableResult
  public mutating func animateChanges(
    options: AnimationOptions, owner: NodeID,
    completion: (@Sendable (inout Scene, Bool) -> Void)? = nil,
    _ changes: (inout Scene) -> Void
  ) -> Int? {
    let before = nodes
    // With beginFromCurrentState, what the animating nodes show now is where they start.
    var shown: [NodeID: LayerState] = [:]
    if options.beginFromCurrentState {
      for key in animations.keys where nodes.contains(key.id) {
        shown[key.id] = presentation(of: key.id)
      }
    }
    changes(&self)
    guard options.duration > .zero, now + options.delay + options.duration < SimTime.max,
      nodes.contains(owner)
    else { return nil }
    var work: [BlockWork] = []
    for id in nodes.keys.sorted() {
      guard let old = before[id]?.layer, let new = nodes[id]?.layer, old != new else { continue }
      for path in LayerKeyPath.blockPaths where path.read(old) != path.read(new) {
        work.append(BlockWork(node: id, path: path, start: shown[id] ?? old, old: old, new: new))
      }
    }
    guard !work.isEmpty else { return nil }
    let block = nextGroupID
    nextGroupID += 1
    startBlock(block, of: owner, work, options: options, completion: completion)
    return block
  }

  /// A replacing block animation of `path` is coming: the animation under the key path's
  /// name goes, and so do the offsets earlier additive blocks left on it (`path-2` …).
  public mutating func replaceAnimations(of id: NodeID, on path: LayerKeyPath) {
    // Most views that animate or move have nothing running.
    guard animations[NodeKey(id)] != nil else { return }
    removeAnimation(from: id, key: path.rawValue)
    let offsets = (animations[NodeKey(id)] ?? []).filter { attached in
      attached.block != nil && attached.animation.isAdditive
        && attached.animation.keyPaths == [path]
    }
    for attached in offsets { removeAnimation(from: id, key: attached.key) }
  }
}
