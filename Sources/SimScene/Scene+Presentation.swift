import SimGeometry
public import SimMotion

/// What is on screen now: the model values with the running animations applied.
extension Scene {
  /// The layer as it is on screen now, or nil for an unknown node: the model values with
  /// each animation applied in the order it was added. Additive whole-transform values
  /// compose oldest outermost, the newest next to the value beneath, so an offset that
  /// starts at old · new⁻¹ takes over from the ones running without a jump; a
  /// non-additive transform drops the offsets before it. Sizes that offsets drive are
  /// clamped at zero once, at the end.
  public func presentation(of id: NodeID) -> LayerState? {
    let attached = animations[NodeKey(id)]
    guard let layer = nodes.layer(of: id) else { return nil }
    return presentation(of: layer, with: attached)
  }

  /// `model` with `attached` applied, as ``presentation(of:)`` describes; for a caller that
  /// has the node and its animations at hand.
  func presentation(of model: LayerState, with attached: [AttachedAnimation]?) -> LayerState {
    guard let list = attached else { return model }
    var layer = model
    var offsets: Transform?
    list.withUnsafeBufferPointer { attachedList in
      for index in attachedList.indices {
        let elapsed = Double((now - attachedList[index].addedAt).microseconds) / 1_000_000
        attachedList[index].animation.sample(elapsed: elapsed) { path, value, additive in
          guard path == .transform else {
            path.write(value, into: &layer, additive: additive)
            return
          }
          if additive {
            let offset = Decomposed(vector: value).recomposed
            offsets = offsets.map { $0.concatenating(offset) } ?? offset
          } else {
            offsets = nil
            path.write(value, into: &layer, additive: false)
          }
        }
      }
    }
    if let offsets { layer.transform = offsets.concatenating(layer.transform) }
    if layer.bounds.size.width < 0 || layer.bounds.size.height < 0 {
      layer.bounds.size = Size(
        width: max(layer.bounds.size.width, 0), height: max(layer.bounds.size.height, 0))
    }
    return layer
  }

  /// Whether any animation is attached to the node.
  public func isAnimating(_ id: NodeID) -> Bool { animations[NodeKey(id)] != nil }

  /// The attached animations, for listing: by end (those that never end last), then in the
  /// order they were added.
  public var runningAnimations: [RunningAnimationInfo] {
    var infos: [RunningAnimationInfo] = []
    // The sort runs on (end, serial, index) keys rather than on the infos, so it moves
    // small tuples, not whole listings.
    var keys: [(end: SimTime, serial: Int, index: Int)] = []
    for (key, list) in animations {
      let id = key.id
      for attached in list {
        let end = attached.end
        keys.append((end ?? .max, attached.serial, infos.count))
        infos.append(
          RunningAnimationInfo(
            node: id, key: attached.key, keyPaths: attached.animation.keyPaths,
            begin: attached.addedAt
              + SimTime(
                microseconds: Int64(
                  min(attached.animation.timing.beginTime * 1_000_000, 1e18).rounded())),
            end: end, block: attached.block, isFinished: attached.ticket == nil && end != nil))
      }
    }
    keys.sort { ($0.end, $0.serial) < ($1.end, $1.serial) }
    return keys.map { infos[$0.index] }
  }

  /// Animations that never end by themselves (repeating forever, or paused).
  public var ambientAnimations: [RunningAnimationInfo] {
    runningAnimations.filter { $0.end == nil }
  }
}

/// An attached animation, for `pending`.
public struct RunningAnimationInfo: Hashable, Sendable {
  /// The animated node.
  public var node: NodeID
  /// The key it was added under.
  public var key: String
  /// The key paths it drives.
  public var keyPaths: [LayerKeyPath]
  /// When its active duration starts.
  public var begin: SimTime
  /// When it ends; nil when it never does.
  public var end: SimTime?
  /// The block animation it belongs to.
  public var block: Int?
  /// Whether it has ended and stays on the layer (removedOnCompletion off).
  public var isFinished: Bool
}
