import SimGeometry
public import SimMotion

/// Animations attached to nodes under keys: adding, removing, ending, and the completions
/// of the blocks they belong to.
extension Scene {
  /// CALayer addAnimation:forKey: — adds `animation` now (its begin time counts from now);
  /// an animation already under `key` is removed first and stops unfinished. Its stop is
  /// an `animationDidStop` event unless `reportsStop` is off (no delegate).
  public mutating func addAnimation(
    _ animation: LayerAnimation, to id: NodeID, key: String, reportsStop: Bool = true
  ) throws(SceneError) {
    guard nodes.contains(id) else { throw .unknownNode(id) }
    let end = animation.timing.beginTime + animation.timing.activeDurationInParent
    guard
      !end.isFinite || Double(now.microseconds) + end * 1_000_000 < Double(SimTime.max.microseconds)
    else { throw .timeOverflow }
    attach(animation, to: id, key: key, block: nil, reportsStop: reportsStop)
  }

  /// CALayer removeAnimationForKey: — the animation stops unfinished.
  public mutating func removeAnimation(_ id: NodeID, key: String) throws(SceneError) {
    guard nodes.contains(id) else { throw .unknownNode(id) }
    guard attachedKeys(of: id).contains(key) else {
      throw .notAllowed(id, reason: "it has no animation under the key '\(key)'")
    }
    removeAnimation(from: id, key: key)
  }

  /// The keys of a node's animations, in the order they were added.
  public func attachedKeys(of id: NodeID) -> [String] {
    animations[NodeKey(id)]?.map(\.key) ?? []
  }

  mutating func attach(
    _ animation: LayerAnimation, to id: NodeID, key: String, block: Int?, reportsStop: Bool = true
  ) {
    removeAnimation(from: id, key: key)
    var attached = AttachedAnimation(key: key, animation: animation, addedAt: now, block: block)
    attached.reportsStop = reportsStop
    attached.serial = nextAnimationSerial
    nextAnimationSerial += 1
    if let end = attached.end {
      attached.ticket = schedule(
        at: end,
        ScheduledWork(owner: id, animationEndOf: key, block: block) { scene in
          scene.animationEnded(id, key: key)
        })
    }
    animations[NodeKey(id), default: []].append(attached)
  }

  /// Removes the animation under `key`, if any; it stops unfinished.
  mutating func removeAnimation(from id: NodeID, key: String) {
    // Changed in place in the table: a list copied out and back would copy its buffer.
    guard let slot = animations.index(forKey: NodeKey(id)),
      let index = animations.values[slot].firstIndex(where: { $0.key == key })
    else { return }
    let old = animations.values[slot].remove(at: index)
    if animations.values[slot].isEmpty { animations.remove(at: slot) }
    if let ticket = old.ticket { cancelScheduled(ticket) }
    // One that already ended (and was kept) has reported its stop.
    if old.end == nil || old.ticket != nil { stopped(old, node: id, finished: false) }
  }

  /// Removes every animation of a node (its view is leaving the tree).
  mutating func removeAllAnimations(of id: NodeID) {
    for key in attachedKeys(of: id) { removeAnimation(from: id, key: key) }
  }

  /// An animation's active duration is over: it is removed (unless told not to be) and
  /// reports that it finished.
  mutating func animationEnded(_ id: NodeID, key: String) {
    guard let slot = animations.index(forKey: NodeKey(id)),
      let index = animations.values[slot].firstIndex(where: { $0.key == key })
    else { return }
    let done = animations.values[slot][index]
    if done.animation.removedOnCompletion {
      animations.values[slot].remove(at: index)
      if animations.values[slot].isEmpty { animations.remove(at: slot) }
    } else {
      animations.values[slot][index].ticket = nil
    }
    stopped(done, node: id, finished: true)
  }

  private mutating func stopped(_ animation: AttachedAnimation, node id: NodeID, finished: Bool) {
    guard let block = animation.block else {
      guard animation.reportsStop else { return }
      emit(
        id, "animationDidStop",
        [.init("key", animation.key), .init("finished", finished ? "true" : "false")])
      return
    }
    // Changed in place in the table: a record copied out and back would copy its list.
    guard let slot = blocks.index(forKey: block) else { return }
    blocks.values[slot].remaining.removeAll { $0.node == id && $0.key == animation.key }
    if !finished { blocks.values[slot].interrupted = true }
    guard blocks.values[slot].remaining.isEmpty else { return }
    guard !finished else {
      finishBlock(block)
      return
    }
    // Core Animation reports a removed animation's stop when the transaction that removed it
    // commits, not inside the call that removed it: the completion runs after whatever
    // replaced it, at the same instant.
    stoppedBlocks.append(block)
  }

  /// The end of a turn of the run loop (a command, or a piece of scheduled work): the
  /// implicit transaction commits and the completions of blocks stopped unfinished run, in
  /// the order they stopped, and those their completions stop in turn.
  public mutating func commit() {
    // Those stopped so far in order, then those their completions stopped: taken a batch
    // at a time, as taking them one by one from the front moves every one behind.
    while !stoppedBlocks.isEmpty {
      let batch = stoppedBlocks
      stoppedBlocks = []
      for block in batch { finishBlock(block) }
    }
  }

  /// Delivers a block animation's completion.
  mutating func finishBlock(_ block: Int) {
    guard let record = blocks.removeValue(forKey: block) else { return }
    if let ticket = record.ticket { cancelScheduled(ticket) }
    if let completion = record.completion {
      completion(&self, !record.interrupted)
      return
    }
    emit(
      record.node, "completion",
      [.init("animation", String(block)), .init("finished", record.interrupted ? "false" : "true")])
  }
}
