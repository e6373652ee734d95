import SimMotion

extension Scene {
  /// Sets a layer property to each of `values` in turn, one per screen refresh, as a
  /// CADisplayLink handler that swaps an image or a frame on every tick does: the first
  /// value at the first refresh after now, then one per refresh. These are model changes,
  /// not animations (subviews follow their autoresizing). A `stepsFinished(key:, frames:)`
  /// event fires with the last value; removing the node drops the rest.
  public mutating func stepPerRefresh(
    _ id: NodeID, _ path: LayerKeyPath, values: [AnimVector]
  ) throws(SceneError) {
    guard nodes.contains(id) else { throw .unknownNode(id) }
    guard !values.isEmpty else {
      throw .notAllowed(id, reason: "there are no values to step through")
    }
    scheduleStep(id, path, values: values, index: 0)
  }

  private mutating func scheduleStep(
    _ id: NodeID, _ path: LayerKeyPath, values: [AnimVector], index: Int
  ) {
    schedule(
      at: DisplayRefresh.next(after: now),
      ScheduledWork(
        owner: id, label: "refresh step \(index + 1) of \(values.count) (\(path.rawValue))"
      ) {
        scene in
        guard var layer = scene.nodes[id]?.layer else { return }
        let oldSize = layer.bounds.size
        path.write(values[index], into: &layer, additive: false)
        scene.nodes[id]?.layer = layer
        scene.layoutSubviews(of: id, from: oldSize)
        if index + 1 < values.count {
          scene.scheduleStep(id, path, values: values, index: index + 1)
        } else {
          scene.emit(
            id, "stepsFinished",
            [.init("key", path.rawValue), .init("frames", String(values.count))])
        }
      })
  }
}
