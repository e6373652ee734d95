public import SimGeometry
public import SimMotion
public import SimScene

extension MapViewState {
  /// The map view's size, as the scene has it.
  static func viewSize(_ scene: Scene, _ id: NodeID) -> Size {
    scene.layer(of: id)?.bounds.size ?? .zero
  }

  /// The centre and scale that show `region` in a view of `size`: the region's projected
  /// centre in the middle, and the larger of the two ratios of map points to screen points,
  /// so the whole region fits (regionThatFits:).
  public static func fit(center: Coordinate, span: CoordinateSpan, in size: Size) -> (
    center: Point, scale: Double
  ) {
    let rect = Mercator.rect(center: center, span: span)
    let w = max(size.width, 1)
    let h = max(size.height, 1)
    let scale = max(rect.width / w, rect.height / h, 1e-9)
    return (Mercator.point(center), scale)
  }

  /// A region as the map can show it: the world wraps around from east to west, so the
  /// centre's longitude is taken back into -180…180; it ends at the poles, so the centre
  /// stays within the world's height; and the map zooms out no further than the whole
  /// world across the view.
  static func keptInWorld(center: Point, scale: Double, size: Size) -> (Point, Double) {
    let world = Mercator.worldSize
    var x = center.x.truncatingRemainder(dividingBy: world)
    if x < 0 { x += world }
    let y = min(max(center.y, 0), world)
    return (Point(x: x, y: y), min(scale, world / max(size.width, 1)))
  }

  /// A map point in the map view's coordinates, with a given centre and scale.
  static func viewPoint(_ mp: Point, center: Point, scale: Double, size: Size) -> Point {
    Point(
      x: (mp.x - center.x) / scale + size.width / 2, y: (mp.y - center.y) / scale + size.height / 2)
  }

  /// The map rect a view of `size` shows, widened by `margin` screen points on every side.
  public static func visibleRect(center: Point, scale: Double, size: Size, margin: Double = 0)
    -> Rect
  {
    let w = (size.width + 2 * margin) * scale
    let h = (size.height + 2 * margin) * scale
    return Rect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
  }

  /// The centre and scale on screen now (mid-animation, between the old and new region).
  public func presentedRegion(at now: SimTime) -> (center: Point, scale: Double) {
    guard let a = regionAnimation, now < a.start + a.duration else { return (center, scale) }
    let fraction = Double((now - a.start).microseconds) / Double(a.duration.microseconds)
    let p = TimingFunction.easeInEaseOut.progress(max(0, fraction))
    // Back into the world when the move goes round its edge.
    let world = Mercator.worldSize
    var x = a.fromCenter.x + (center.x - a.fromCenter.x) * p
    if x < 0 { x += world } else if x >= world { x -= world }
    return (
      Point(x: x, y: a.fromCenter.y + (center.y - a.fromCenter.y) * p),
      a.fromScale + (scale - a.fromScale) * p
    )
  }
}

/// A map's region as `print map` and `map show` give it.
public struct MapRegionInfo: Sendable {
  /// The centre coordinate.
  public var center: Coordinate
  /// The span of the visible rect, after fitting to the view.
  public var span: CoordinateSpan
  /// The visible map rect.
  public var rect: Rect
  /// Map points per screen point.
  public var scale: Double
}

extension Scene {
  /// MKMapView initWithFrame: then setRegion: a map view in `parent` showing `center` and
  /// `span`, fitted to its size.
  public mutating func addMap(
    _ id: NodeID, frame: Rect, in parent: NodeID, center: Coordinate, span: CoordinateSpan
  ) throws(SceneError) {
    guard !isPin(id) else { throw .duplicateID(id) }
    try addView(id, kind: .map, frame: frame, in: parent)
    let fitted = MapViewState.fit(center: center, span: span, in: frame.size)
    try withMaps { (state: inout MapsState) throws(SceneError) in
      state.maps[id] = MapViewState(id: id, center: fitted.center, scale: fitted.scale)
    }
  }

  /// The map's region now, as shown (mid-animation values while one runs).
  public func mapRegion(_ id: NodeID) -> MapRegionInfo? {
    guard let state = mapState(id) else { return nil }
    let size = MapViewState.viewSize(self, id)
    let (center, scale) = state.presentedRegion(at: now)
    let rect = MapViewState.visibleRect(center: center, scale: scale, size: size)
    let nw = Mercator.coordinate(Point(x: rect.minX, y: rect.minY))
    let se = Mercator.coordinate(Point(x: rect.maxX, y: rect.maxY))
    return MapRegionInfo(
      center: Mercator.coordinate(center),
      span: CoordinateSpan(
        latitudeDelta: nw.latitude - se.latitude, longitudeDelta: se.longitude - nw.longitude),
      rect: rect, scale: scale)
  }

  /// convertCoordinate:toPointToView: the map view's point for a coordinate (model region).
  public func mapPoint(_ id: NodeID, of coordinate: Coordinate) -> Point? {
    guard let state = mapState(id) else { return nil }
    return MapViewState.viewPoint(
      Mercator.point(coordinate), center: state.center, scale: state.scale,
      size: MapViewState.viewSize(self, id))
  }

  /// convertPoint:toCoordinateFromView: the coordinate under a point of the map view.
  public func mapCoordinate(_ id: NodeID, at point: Point) -> Coordinate? {
    guard let state = mapState(id) else { return nil }
    let size = MapViewState.viewSize(self, id)
    return Mercator.coordinate(
      Point(
        x: state.center.x + (point.x - size.width / 2) * state.scale,
        y: state.center.y + (point.y - size.height / 2) * state.scale))
  }

  /// setRegion:animated: with the region fitted to the view.
  public mutating func setMapRegion(
    _ id: NodeID, center: Coordinate, span: CoordinateSpan, animated: Bool
  ) throws(SceneError) {
    guard mapState(id) != nil else { throw .unknownNode(id) }
    let fitted = MapViewState.fit(
      center: center, span: span, in: MapViewState.viewSize(self, id))
    try moveMap(id, center: fitted.center, scale: fitted.scale, animated: animated)
  }

  /// Scrolls the map by `delta` screen points (the content moves the other way).
  public mutating func panMap(_ id: NodeID, by delta: Point, animated: Bool) throws(SceneError) {
    guard let state = mapState(id) else { throw .unknownNode(id) }
    try moveMap(
      id,
      center: Point(
        x: state.center.x + delta.x * state.scale, y: state.center.y + delta.y * state.scale),
      scale: state.scale, animated: animated)
  }

  /// Zooms in by `factor` (below 1 zooms out) about the centre, or about `point` of the map
  /// view: the map point under it stays under it.
  public mutating func zoomMap(
    _ id: NodeID, by factor: Double, about point: Point? = nil, animated: Bool
  ) throws(SceneError) {
    guard let state = mapState(id) else { throw .unknownNode(id) }
    guard factor > 0, factor.isFinite else {
      throw .notAllowed(id, reason: "the zoom factor must be above 0")
    }
    let scale = state.scale / factor
    var center = state.center
    if let point {
      let size = MapViewState.viewSize(self, id)
      center.x += (point.x - size.width / 2) * (state.scale - scale)
      center.y += (point.y - size.height / 2) * (state.scale - scale)
    }
    try moveMap(id, center: center, scale: scale, animated: animated)
  }

  /// Moves the visible rect: at once, or over setRegion:animated:'s duration with every
  /// annotation view sliding to its new place (ease-in-out); views for pins that come
  /// into sight appear at the start, views for pins that leave it go at the end (but for
  /// pins across the antimeridian from where the move starts: the pin index does not wrap,
  /// so their views go at the start).
  mutating func moveMap(
    _ id: NodeID, center: Point, scale: Double, animated: Bool, reports: Bool = true
  ) throws(SceneError) {
    guard let old = mapState(id) else { throw .unknownNode(id) }
    guard center.x.isFinite, center.y.isFinite, scale.isFinite, scale > 1e-9 else {
      throw .notAllowed(id, reason: "that region is outside the world")
    }
    let (center, scale) = MapViewState.keptInWorld(
      center: center, scale: scale, size: MapViewState.viewSize(self, id))
    let end = now + Maps.regionAnimationDuration
    guard end < SimTime.max else { throw .timeOverflow }
    var from = old.presentedRegion(at: now)
    // An animated move goes the short way round: from the copy of the old centre, a world
    // to the east or west, that is nearest the new one.
    let world = Mercator.worldSize
    if from.center.x - center.x > world / 2 {
      from.center.x -= world
    } else if center.x - from.center.x > world / 2 {
      from.center.x += world
    }
    let generation = old.generation + 1
    let start = now
    try withMap(id) { (state: inout MapViewState) throws(SceneError) in
      state.center = center
      state.scale = scale
      state.generation = generation
      state.regionAnimation =
        animated
        ? RegionAnimation(
          fromCenter: from.center, fromScale: from.scale, start: start,
          duration: Maps.regionAnimationDuration) : nil
    }
    guard animated else {
      syncViews(id, keepingFrom: nil)
      if reports { emit(id, "regionDidChange", [.init("animated", "false")]) }
      return
    }
    syncViews(id, keepingFrom: from)
    schedule(
      at: end,
      ScheduledWork(owner: id, label: "end of the region change of \(id)") { scene in
        guard scene.mapState(id)?.generation == generation else { return }
        try? scene.withMap(id) { (state: inout MapViewState) throws(SceneError) in
          state.regionAnimation = nil
        }
        scene.syncViews(id, keepingFrom: nil)
        scene.emit(id, "regionDidChange", [.init("animated", "true")])
      })
  }
}
