public import SimGeometry
import SimMotion
public import SimScene

/// A pin to add: an id, a place, a title and other details. Small, so a million of them
/// fit in a few tens of megabytes.
public struct NewPin: Sendable {
  /// The id.
  public var id: String
  /// Where.
  public var coordinate: Coordinate
  /// The title.
  public var title: String?
  /// Style and the rest, out of line (empty for a plain pin).
  private var box: [PinDetails]

  /// Style and the rest; nil for a plain pin.
  public var details: PinDetails? { box.first }

  /// A pin.
  public init(id: String, coordinate: Coordinate, title: String? = nil, details: PinDetails? = nil)
  {
    self.id = id
    self.coordinate = coordinate
    self.title = title ?? details?.title
    self.box = details.map { [$0] } ?? []
  }
}

extension Scene {
  /// Whether `id` is free for a pin: no node and none of `maps`' pins has it, and no node
  /// has an id its parts would take (`partsTaken`, ``pinIDsWithTakenParts(_:)``). The maps
  /// and nodes are looked up once for many ids.
  func isFreeID(_ id: String, maps: [MapViewState], partsTaken: [String: NodeID]) -> Bool {
    !contains(id) && partsTaken[id] == nil && !maps.contains { $0.numbers[id] != nil }
  }

  /// addAnnotations: the pins join the map and its spatial index; those near the visible
  /// rect get views. All ids must be new and distinct, or nothing is added.
  public mutating func addPins(_ pins: [NewPin], to map: NodeID) throws(SceneError) {
    guard mapState(map) != nil else { throw .unknownNode(map) }
    var seen = Set<String>()
    seen.reserveCapacity(pins.count)
    let all = Array(maps.maps.values)
    let names = pinPartNames
    let partsTaken = pinIDsWithTakenParts(names)
    for (k, pin) in pins.enumerated() {
      if k % WorkMonitor.pollInterval == 0, k > 0,
        monitor.poll("adding pins", k, pins.count)
      {
        return
      }
      if let refusal = partLikeRefusal(pin.id, names: names) { throw refusal }
      if let part = partsTaken[pin.id] {
        throw .notAllowed(
          pin.id, reason: "'\(part)' is the id of a part its view would make; remove it first")
      }
      guard isFreeID(pin.id, maps: all, partsTaken: partsTaken), seen.insert(pin.id).inserted
      else {
        throw .duplicateID(pin.id)
      }
      let c = pin.coordinate
      guard c.latitude.isFinite, c.longitude.isFinite, abs(c.latitude) <= 90,
        abs(c.longitude) <= 180
      else {
        throw .notAllowed(pin.id, reason: "a coordinate needs -90...90, -180...180")
      }
    }
    guard maps.maps.values.reduce(0, { $0 + $1.pins.count }) + pins.count <= Maps.maxPins * 2
    else { throw .notAllowed(map, reason: "too many pins (at most \(Maps.maxPins * 2) in all)") }
    try withMap(map) { (s: inout MapViewState) throws(SceneError) in
      let first = s.pins.count
      s.pins.reserveCapacity(first + pins.count)
      s.points.reserveCapacity(first + pins.count)
      for (k, pin) in pins.enumerated() {
        let n = Int32(first + k)
        s.pins.append(MapPin(id: pin.id, coordinate: pin.coordinate))
        s.points.append(Mercator.point(pin.coordinate))
        s.numbers[pin.id] = n
        if let details = pin.details {
          s.setDetails(n, details)
        } else if let title = pin.title {
          s.titles[n] = title
        }
      }
      if pins.count == 1 {
        s.index.insert(Int32(first), points: s.points)
      } else {
        s.index.insert(contentsOf: Int32(first)..<Int32(first + pins.count), points: s.points)
      }
    }
    resyncViews(map)
  }

  /// removeAnnotation: the pin and its view go. MapKit tells the delegate nothing: the pin
  /// stays selected until the next deselection reports it, and the presenters decide what
  /// becomes of what they show for it.
  public mutating func removePin(_ id: String) throws(SceneError) {
    guard let (map, n) = pinRef(id), let state = mapState(map) else { throw .unknownNode(id) }
    // MapKit's own callout goes with its annotation.
    if state.standardCallout == n { hideStandardCallout(map) }
    for presenter in pinPresenters { presenter.willRemovePin(&self, map, n) }
    enqueueView(map, n)
    try withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.numbers[id] = nil
      s.details[n] = nil
      s.titles[n] = nil
      s.removedCount += 1
      if s.removedCount > max(1024, s.pins.count / 4) {
        let numbers = s.numbers
        let pins = s.pins
        s.index.compact(points: s.points) { numbers[pins[Int($0)].id] != $0 }
        s.removedCount = 0
      }
    }
    // Its hooks go with it, as a node's do.
    forgetHooks { $0 == id }
  }

  /// Changes a pin's details; a view on the map rebuilds when its style's setters would
  /// (`rebuild`: a pulsing view's colour, delay, pulse duration, image). With `setsEnabled`
  /// the view's `enabled` is set to the pin's even when the pin's value did not change.
  public mutating func setPinDetails(
    _ id: String, _ details: PinDetails, rebuild: Bool, setsEnabled: Bool = false
  ) throws(SceneError) {
    guard let (map, n) = pinRef(id), let old = mapState(map)?.details(of: n) else {
      throw .unknownNode(id)
    }
    try withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.setDetails(n, details)
      if setsEnabled || old.enabled != details.enabled { s.views[n]?.isEnabled = details.enabled }
    }
    // MapKit's callout follows the title, subtitle and canShowCallout of its annotation.
    if mapState(map)?.standardCallout == n {
      hideStandardCallout(map)
      showStandardCallout(map, n)
    }
    guard mapState(map)?.views[n] != nil else { return }
    // (Every style is asked, as the map kept each style's options whatever the pin's.)
    if old.style != details.style || old.viewSize != details.viewSize
      || rules.pinStyles.contains(where: { $0.style.needsNewView(old, details) })
    {
      // A different kind of view: the old one goes and a new one comes.
      enqueueView(map, n)
      resyncViews(map)
      return
    }
    if rebuild, let rebuildView = details.style.rebuild { rebuildView(&self, id, details) }
    placeViews(map, animated: false)
  }

  /// Moves a pin (setCoordinate:).
  public mutating func movePin(_ id: String, to coordinate: Coordinate) throws(SceneError) {
    guard let (map, n) = pinRef(id) else { throw .unknownNode(id) }
    guard coordinate.latitude.isFinite, coordinate.longitude.isFinite,
      abs(coordinate.latitude) <= 90, abs(coordinate.longitude) <= 180
    else { throw .notAllowed(id, reason: "a coordinate needs -90...90, -180...180") }
    try withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.pins[Int(n)].coordinate = coordinate
      s.points[Int(n)] = Mercator.point(coordinate)
      let numbers = s.numbers
      let pins = s.pins
      s.index.compact(points: s.points) { numbers[pins[Int($0)].id] != $0 }
      s.removedCount = 0
    }
    resyncViews(map)
  }

  /// Removes a map view with its pins.
  public mutating func removeMap(_ id: NodeID) throws(SceneError) {
    guard let state = mapState(id) else { throw .unknownNode(id) }
    try removeView(id)
    try withMaps { (s: inout MapsState) throws(SceneError) in s.maps[id] = nil }
    // Its pins' hooks go with them.
    forgetHooks { state.numbers[$0] != nil }
  }

  /// A touch on a pin's view. MapKit selects on a tap; a pan that begins prevents it, as a
  /// recognizer that recognizes prevents the others on its view (UIGestureRecognizer's
  /// default).
  mutating func pinTouch(_ id: NodeID, _ touch: Touch) {
    switch touch.phase {
    case .longPressBegan: beginPinDrag(id, finger: touch.screenLocation)
    case .moved: movePinDrag(id, finger: touch.screenLocation)
    case .ended where dragState(id) != .none: endPinDrag(id, finger: touch.screenLocation)
    case .ended where touch.gestures.isTap: tapPin(id)
    default: break
    }
  }

  /// A map that resized with the screen shows more or less around the same centre, at the
  /// same scale; its delegate hears of the new region.
  mutating func rotateMaps() {
    for map in maps.maps.keys.sorted() {
      guard let state = mapState(map), state.laidOutSize != MapViewState.viewSize(self, map)
      else { continue }
      resyncViews(map)
      emit(map, "regionDidChange", [.init("animated", "false")])
    }
  }
}

extension Scene {
  /// A file's id as a pin id: a number N (a GeoJSON feature id) becomes MAP.N.
  func pinID(_ id: String, on map: NodeID) -> String {
    id.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } && !id.isEmpty
      ? "\(map).\(id)" : id
  }

  /// The next free automatic pin ids for `map`: MAP.1, MAP.2 … (taken ones, and those in
  /// `excluding`, skipped).
  func automaticPinIDs(_ map: NodeID, count: Int, excluding: Set<String> = []) -> [String] {
    var ids: [String] = []
    ids.reserveCapacity(count)
    var k = (mapState(map)?.pins.count ?? 0) + 1
    let all = Array(maps.maps.values)
    let partsTaken = pinIDsWithTakenParts(pinPartNames)
    while ids.count < count {
      if k % WorkMonitor.pollInterval == 0, monitor.poll("naming pins", ids.count, count) {
        return ids
      }
      let id = "\(map).\(k)"
      if isFreeID(id, maps: all, partsTaken: partsTaken), !excluding.contains(id) {
        ids.append(id)
      }
      k += 1
    }
    return ids
  }

  /// `pin scatter`: `count` plain pins at reproducible pseudo-random places, uniform in
  /// map points over `area` (a map rect; the map's visible rect when nil).
  public mutating func scatterPins(
    on map: NodeID, count: Int, seed: UInt64, area: Rect? = nil
  ) throws(SceneError) {
    guard let state = mapState(map) else { throw .unknownNode(map) }
    guard count >= 1, count <= Maps.maxPins else {
      throw .notAllowed(map, reason: "scatter 1 to \(Maps.maxPins) pins")
    }
    let rect =
      area
      ?? MapViewState.visibleRect(
        center: state.center, scale: state.scale, size: MapViewState.viewSize(self, map))
    let world = Rect(x: 0, y: 0, width: Mercator.worldSize, height: Mercator.worldSize)
    let box = rect.intersection(world)
    guard !box.isNull else { throw .notAllowed(map, reason: "the area is outside the world") }
    var random = SeededRandom(seed: seed)
    if pinPartNames.isPartLike("\(map).1") {
      throw .notAllowed(
        map, reason: "its pins' ids (\(map).N) would name a pin's parts; give the map another id")
    }
    let ids = automaticPinIDs(map, count: count)
    var pins: [NewPin] = []
    pins.reserveCapacity(count)
    for (k, id) in ids.enumerated() {
      if k % WorkMonitor.pollInterval == 0, monitor.poll("pin scatter", k, count) { return }
      let p = Point(
        x: box.minX + random.unit() * box.width, y: box.minY + random.unit() * box.height)
      pins.append(NewPin(id: id, coordinate: Mercator.coordinate(p)))
    }
    try addPins(pins, to: map)
  }

  /// `pin load`: the pins of a GeoJSON or CSV text; pins without an id get MAP.N ids.
  /// Nothing is added when any of it is wrong.
  public mutating func loadPins(_ text: String, on map: NodeID) throws(PinFileError) -> Int {
    guard mapState(map) != nil else { throw PinFileError(message: "unknown map '\(map)'") }
    let filePins = try PinFile.parse(text, monitor: monitor)
    guard filePins.count <= Maps.maxPins else {
      throw PinFileError(message: "too many pins: \(filePins.count) (at most \(Maps.maxPins))")
    }
    // A numeric GeoJSON id N becomes MAP.N; pins without an id get MAP.N numbers that no
    // pin of the file names.
    if filePins.contains(where: { $0.id == nil }), pinPartNames.isPartLike("\(map).1") {
      throw PinFileError(message: "pins without an id would take ids of a pin's parts (\(map).N)")
    }
    let explicit = Set(filePins.compactMap { $0.id.map { pinID($0, on: map) } })
    var automatic = automaticPinIDs(
      map, count: filePins.filter { $0.id == nil }.count, excluding: explicit)[...]
    var seen = Set<String>()
    seen.reserveCapacity(filePins.count)
    let all = Array(maps.maps.values)
    let partsTaken = pinIDsWithTakenParts(pinPartNames)
    var pins: [NewPin] = []
    pins.reserveCapacity(filePins.count)
    for (k, pin) in filePins.enumerated() {
      if k % WorkMonitor.pollInterval == 0, monitor.poll("pin load", k, filePins.count) {
        return 0
      }
      let id = pin.id.map { pinID($0, on: map) } ?? automatic.popFirst() ?? ""
      guard Scene.isValidID(id) else {
        throw PinFileError(message: "\(pin.source): '\(id)' is not a valid id")
      }
      guard isFreeID(id, maps: all, partsTaken: partsTaken), seen.insert(id).inserted else {
        throw PinFileError(message: "\(pin.source): id '\(id)' is already taken")
      }
      pins.append(NewPin(id: id, coordinate: pin.coordinate, title: pin.title))
    }
    do throws(SceneError) {
      try addPins(pins, to: map)
    } catch {
      throw PinFileError(message: "\(error)")
    }
    return pins.count
  }

  /// removeAnnotations: of every annotation on `map`: the views go to the reuse queue and
  /// the delegate hears nothing; the presenters first take what they show. The selection
  /// stays as a single removal leaves it.
  public mutating func removeAllPins(_ map: NodeID) throws(SceneError) {
    guard mapState(map) != nil else { throw .unknownNode(map) }
    for presenter in pinPresenters { presenter.willRemoveAllPins(&self, map) }
    hideStandardCallout(map)
    enqueueViews(map, mapState(map)?.views.keys.sorted() ?? [])
    try withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.numbers = [:]
      s.details = [:]
      s.titles = [:]
      s.index = PinIndex()
      s.removedCount = 0
    }
  }
}
