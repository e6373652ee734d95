public import SimGeometry
public import SimMotion

/// A layer property that animates on its own.
public enum LayerKey: String, CaseIterable, Hashable, Sendable {
  /// The position (UIView.center; frame animates it with bounds).
  case center
  /// UIView.bounds.
  case bounds
  /// UIView.alpha.
  case alpha
  /// UIView.transform.
  case transform
  /// UIView.backgroundColor.
  case color

  /// The keys a set of changes touches.
  static func keys(changedBy changes: LayerChanges) -> [LayerKey] {
    var keys: [LayerKey] = []
    if changes.frame != nil || changes.center != nil { keys.append(.center) }
    if changes.frame != nil || changes.bounds != nil { keys.append(.bounds) }
    if changes.alpha != nil { keys.append(.alpha) }
    if changes.transform != nil { keys.append(.transform) }
    if changes.color != nil { keys.append(.color) }
    return keys
  }
}

/// A running animation of one property, and the block animation it belongs to.
struct Running<Value: Interpolatable>: Sendable {
  var animation: PropertyAnimation<Value>
  var group: Int
}

/// The animations running on one node's layer, at most one per key.
struct LayerAnimations: Sendable {
  var center: Running<Point>?
  var bounds: Running<Rect>?
  var alpha: Running<Double>?
  var transform: Running<Transform>?
  var color: Running<Color>?

  var isEmpty: Bool {
    center == nil && bounds == nil && alpha == nil && transform == nil && color == nil
  }

  func group(of key: LayerKey) -> Int? {
    switch key {
    case .center: center?.group
    case .bounds: bounds?.group
    case .alpha: alpha?.group
    case .transform: transform?.group
    case .color: color?.group
    }
  }

  mutating func remove(_ key: LayerKey) {
    switch key {
    case .center: center = nil
    case .bounds: bounds = nil
    case .alpha: alpha = nil
    case .transform: transform = nil
    case .color: color = nil
    }
  }

  /// The layer as shown at `time`: each animated key replaced by its presentation value.
  func present(_ model: LayerState, at time: SimTime) -> LayerState {
    var l = model
    if let center { l.center = center.animation.value(at: time) }
    if let bounds { l.bounds = bounds.animation.value(at: time) }
    if let alpha { l.alpha = alpha.animation.value(at: time) }
    if let transform { l.transform = transform.animation.value(at: time) }
    if let color { l.color = color.animation.value(at: time) }
    return l
  }
}

/// One `animateWithDuration:…completion:` call: the keys it still drives and whether any
/// of them was stopped early.
struct AnimationGroup: Sendable {
  var node: NodeID
  var remaining: Set<LayerKey>
  var interrupted = false
  var ticket: UInt64 = 0
}

/// How a block animation is timed.
public struct AnimationOptions: Hashable, Sendable {
  /// How long the change takes; UIView's default is 0.2 s.
  public var duration: SimTime = .milliseconds(200)
  /// Wait before the change starts; the old values show meanwhile.
  public var delay: SimTime = .zero
  /// How progress is paced; UIView's default is ease-in-out.
  public var curve: TimingFunction = .easeInEaseOut

  /// UIView's defaults.
  public init() {}
}

extension Scene {
  /// UIView animateWithDuration:delay:options:animations:completion: on one node: the
  /// model takes the new values now, the presentation moves from what is on screen now to
  /// them, and a `completion` event fires at the end.
  ///
  /// A key that is already animating is taken over: the earlier animation stops, and its
  /// completion fires with finished = false once none of its keys are left.
  /// Returns the animation's number.
  @discardableResult
  public mutating func animate(
    _ id: NodeID, _ changes: LayerChanges, options: AnimationOptions
  ) throws(SceneError) -> Int {
    guard let node = nodes[id] else { throw .unknownNode(id) }
    let shown = presentation(of: id) ?? node.layer
    let keys = LayerKey.keys(changedBy: changes)
    stopAnimations(of: id, keys: keys)
    let oldSize = node.layer.bounds.size
    let target = changes.applied(to: node.layer)
    nodes[id]?.layer = target
    layoutSubviews(of: id, from: oldSize)

    let group = nextGroupID
    nextGroupID += 1
    let begin = now + options.delay
    func make<V>(_ from: V, _ to: V) -> Running<V> {
      Running(
        animation: PropertyAnimation(
          from: from, to: to, begin: begin, duration: options.duration,
          timing: options.curve),
        group: group)
    }
    var running = animations[id] ?? LayerAnimations()
    // With no duration and no delay UIKit applies the values at once and animates nothing;
    // only the completion is still delivered.
    let animatedKeys = options.duration == .zero && options.delay == .zero ? [] : keys
    for key in animatedKeys {
      switch key {
      case .center: running.center = make(shown.center, target.center)
      case .bounds: running.bounds = make(shown.bounds, target.bounds)
      case .alpha: running.alpha = make(shown.alpha, target.alpha)
      case .transform: running.transform = make(shown.transform, target.transform)
      case .color:
        running.color = make(
          shown.color ?? Color(white: 0, alpha: 0), target.color ?? .init(white: 0, alpha: 0))
      }
    }
    if !running.isEmpty { animations[id] = running }
    var record = AnimationGroup(node: id, remaining: Set(animatedKeys))
    record.ticket = schedule(
      at: begin + options.duration,
      ScheduledWork(owner: id, label: "completion of animation \(group)") { scene in
        scene.finishGroup(group)
      })
    groups[group] = record
    return group
  }

  /// The layer as it is on screen now, or nil for an unknown node.
  public func presentation(of id: NodeID) -> LayerState? {
    guard let node = nodes[id] else { return nil }
    guard let running = animations[id] else { return node.layer }
    return running.present(node.layer, at: now)
  }

  /// Whether any property of the node is animating.
  public func isAnimating(_ id: NodeID) -> Bool { animations[id] != nil }

  /// Running animations, for listing, in the order they end: by end time, then by the
  /// order they were started, then node and key.
  public var runningAnimations: [RunningAnimationInfo] {
    var result: [RunningAnimationInfo] = []
    for (id, running) in animations {
      func add<V>(_ key: LayerKey, _ r: Running<V>?, _ wrap: (V) -> LayerValue) {
        guard let r else { return }
        result.append(
          RunningAnimationInfo(
            node: id, key: key, from: wrap(r.animation.from), to: wrap(r.animation.to),
            begin: r.animation.begin, end: r.animation.end, group: r.group))
      }
      add(.center, running.center, LayerValue.point)
      add(.bounds, running.bounds, LayerValue.rect)
      add(.alpha, running.alpha, LayerValue.number)
      add(.transform, running.transform, LayerValue.transform)
      add(.color, running.color, LayerValue.color)
    }
    return result.sorted {
      ($0.end, $0.group, $0.node, $0.key.rawValue) < ($1.end, $1.group, $1.node, $1.key.rawValue)
    }
  }

  /// Stops the animations of `keys` on a node; groups left with no key complete now with
  /// finished = false.
  mutating func stopAnimations(of id: NodeID, keys: [LayerKey]) {
    guard var running = animations[id] else { return }
    for key in keys {
      guard let group = running.group(of: key) else { continue }
      running.remove(key)
      groups[group]?.remaining.remove(key)
      groups[group]?.interrupted = true
      if let record = groups[group], record.remaining.isEmpty {
        cancelScheduled(record.ticket)
        groups[group] = nil
        emit(
          record.node, "completion",
          [.init("animation", String(group)), .init("finished", "false")])
      }
    }
    animations[id] = running.isEmpty ? nil : running
  }

  /// Ends a group at its scheduled time: its keys stop animating and its completion fires.
  mutating func finishGroup(_ group: Int) {
    guard let record = groups.removeValue(forKey: group) else { return }
    if var running = animations[record.node] {
      for key in record.remaining where running.group(of: key) == group {
        running.remove(key)
      }
      animations[record.node] = running.isEmpty ? nil : running
    }
    emit(
      record.node, "completion",
      [.init("animation", String(group)), .init("finished", record.interrupted ? "false" : "true")])
  }
}

/// A running property animation, for `pending`.
public struct RunningAnimationInfo: Hashable, Sendable {
  /// The animated node.
  public var node: NodeID
  /// The animated property.
  public var key: LayerKey
  /// Start value.
  public var from: LayerValue
  /// End value.
  public var to: LayerValue
  /// When the movement starts.
  public var begin: SimTime
  /// When it ends.
  public var end: SimTime
  /// The block animation it belongs to.
  public var group: Int
}

/// The value of one layer property.
public enum LayerValue: Hashable, Sendable {
  /// A centre.
  case point(Point)
  /// Bounds.
  case rect(Rect)
  /// An alpha.
  case number(Double)
  /// A transform.
  case transform(Transform)
  /// A colour.
  case color(Color)
}
