import SimScene

extension MapsState {
  /// The map holding the pin `id`.
  public func map(ofPin id: String) -> NodeID? {
    maps.indices.lazy.filter { maps.values[$0].numbers[id] != nil }.map { maps.keys[$0] }.min()
  }

  /// Where in ``maps`` the map holding the pin `id` is, the first by id if several do, and
  /// the pin's number there; only maps that are still map views in `scene` count. (It takes
  /// the scene itself: a closure that captured it would copy the whole scene each call.)
  func pin(_ id: String, liveIn scene: Scene) -> (
    index: Dictionary<NodeID, MapViewState>.Index, number: Int32
  )? {
    var found: (index: Dictionary<NodeID, MapViewState>.Index, number: Int32)?
    // By index, so each map's state is read in place rather than copied.
    for index in maps.indices {
      guard let n = maps.values[index].numbers[id] else { continue }
      let map = maps.keys[index]
      guard found.map({ map < maps.keys[$0.index] }) ?? true, scene.isMapView(map)
      else { continue }
      found = (index, n)
    }
    return found
  }
}

extension Scene {
  /// The map and number of the pin `id`. Only the maps holding it are looked up in the
  /// scene, where ``maps`` looks up every map.
  public func pinRef(_ id: String) -> (map: NodeID, number: Int32)? {
    guard let storage = self[Maps.storage], let found = storage.pin(id, liveIn: self) else {
      return nil
    }
    return (storage.maps.keys[found.index], found.number)
  }

  /// Whether `id` names a pin on some map.
  public func isPin(_ id: String) -> Bool { pinRef(id) != nil }

  /// The state of the map holding the pin `id` (as ``pinRef(_:)`` finds it) and the pin's
  /// number there, the maps' state looked up once.
  func pinState(_ id: NodeID) -> (state: MapViewState, number: Int32)? {
    guard let storage = self[Maps.storage], let found = storage.pin(id, liveIn: self) else {
      return nil
    }
    return (storage.maps.values[found.index], found.number)
  }
}
