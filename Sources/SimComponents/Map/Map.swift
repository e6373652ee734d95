public import SimGeometry
public import SimMotion
public import SimScene

/// What a pin carries besides its place.
public struct PinDetails: Hashable, Sendable {
  /// The annotation's title.
  public var title: String?
  /// The annotation's subtitle.
  public var subtitle: String?
  /// The view's style.
  public var style = PinStyle.pin
  /// The pin colour (standard pins).
  public var color: Color?
  /// The image's size (image pins).
  public var imageSize = Size(width: 32, height: 32)
  /// The image's centerOffset (image pins).
  public var imageOffset = Point.zero
  /// The options styles keep, by the name of their key (only those set apart from their
  /// defaults).
  private var styleOptions: [String: AnyPinOptions]?
  /// MKAnnotationView.enabled: a view that is not enabled cannot be selected.
  public var enabled = true
  /// MKPinAnnotationView.animatesDrop (standard pins): the app's pin view sets YES.
  public var animatesDrop = true
  /// MKAnnotationView.draggable (NO by default): a long press on the view drags it.
  public var draggable = false
  /// MKAnnotationView.canShowCallout (NO by default): selected, the view shows MapKit's
  /// own callout when the annotation has a title.
  public var canShowCallout = false

  /// A plain pin.
  public init() {}

  /// The options a style keeps under `key` (its defaults when none were set).
  public subscript<Value>(key: PinOptionsKey<Value>) -> Value {
    get { styleOptions?[key.name]?.value as? Value ?? key.defaultValue }
    set {
      var options = styleOptions ?? [:]
      options[key.name] = newValue == key.defaultValue ? nil : AnyPinOptions(value: newValue)
      styleOptions = options.isEmpty ? nil : options
    }
  }

  /// The view's size.
  var viewSize: Size { style.viewSize(self) }

  /// MKAnnotationView.centerOffset.
  var centerOffset: Point { style.centerOffset(self) }

  /// MKAnnotationView.calloutOffset.
  var calloutOffset: Point { style.calloutOffset(self) }
}

/// An annotation on a map: its id and where it is.
public struct MapPin: Sendable {
  /// The id (also the id of its annotation view while it has one).
  public var id: String
  /// Where it is.
  public var coordinate: Coordinate
}

/// An annotation view on the map: which reusable view object it is.
public struct AnnotationViewRecord: Hashable, Sendable {
  /// The view object's number, unique in the map; a reused view keeps its number.
  public var serial: Int
  /// Its reuse identifier.
  public var reuseIdentifier: String
  /// MKAnnotationView.selected as the view shows it.
  public var isSelected = false
  /// MKAnnotationView.enabled.
  public var isEnabled = true
  /// The app's pin view's selectionEnabled: while off, it does not show itself selected.
  public var selectionEnabled = true
  /// A dropping pin made off the map: it drops when it comes on screen (animatesDrop
  /// "occurs whenever the view transitions from offscreen to onscreen").
  public var dropsWhenShown = false
  /// MKAnnotationView.dragState.
  public var dragState = DragState.none
  /// While dragged: the view's centre less the finger's place, kept as the finger moves.
  public var dragOffset = Point.zero
}

/// MKAnnotationViewDragState: none, starting, dragging, canceling, ending.
public enum DragState: String, Hashable, Sendable {
  /// Not being dragged.
  case none
  /// Lifted by the long press, about to follow the finger.
  case starting
  /// Following the finger.
  case dragging
  /// The drag was cancelled.
  case canceling
  /// The finger lifted; the view is being dropped.
  case ending
}

/// A visible map rect in motion: setRegion:animated:.
public struct RegionAnimation: Sendable {
  /// The visible map rect's centre at the start, in map points.
  public var fromCenter: Point
  /// Map points per screen point at the start.
  public var fromScale: Double
  /// When it started.
  public var start: SimTime
  /// How long it takes.
  public var duration: SimTime
}

/// A region annotation views were placed for.
public struct PlacedRegion: Sendable {
  /// The visible map rect's centre, in map points.
  public var center: Point
  /// Map points per screen point.
  public var scale: Double
}

/// An MKMapView: the visible map rect, its annotations and their views.
public struct MapViewState: Sendable {
  /// The map view's id.
  public var id: NodeID
  /// The visible map rect's centre, in map points.
  public var center: Point
  /// Map points per screen point.
  public var scale: Double
  /// Every annotation ever added, by number; removed ones stay as gaps.
  public var pins: [MapPin] = []
  /// Their map points.
  public var points: [Point] = []
  /// Details other than the title of pins that have any, by number.
  public var details: [Int32: PinDetails] = [:]
  /// Titles, by number.
  public var titles: [Int32: String] = [:]
  /// Pin numbers by id.
  public var numbers: [String: Int32] = [:]
  /// The spatial index over `points`.
  public var index = PinIndex()
  /// How many pins were removed since the index was last compacted; while it is 0, every
  /// pin in the index is live.
  public var removedCount = 0
  /// The annotation views alive, by pin number.
  public var views: [Int32: AnnotationViewRecord] = [:]
  /// The reuse queue: view numbers waiting, by reuse identifier.
  public var reuseQueue: [String: [Int]] = [:]
  /// The next view number.
  public var nextSerial = 1
  /// The annotation MapKit has selected.
  public var selected: Int32?
  /// The annotation whose MapKit callout shows (canShowCallout).
  public var standardCallout: Int32?
  /// The region animation under way.
  public var regionAnimation: RegionAnimation?
  /// Counts region changes.
  public var generation = 0
  /// The view's size when its annotation views were last placed.
  public var laidOutSize = Size.zero
  /// The region (centre and scale) the annotation views were last placed for: where a
  /// view was, worked out without reading its layer.
  public var placedRegion: PlacedRegion?

  /// The details of pin `n`, or the defaults.
  public func details(of n: Int32) -> PinDetails {
    var d = details[n] ?? PinDetails()
    d.title = titles[n]
    return d
  }

  /// Stores pin `n`'s details: the title apart, the rest only when not the defaults.
  mutating func setDetails(_ n: Int32, _ d: PinDetails) {
    titles[n] = d.title
    var rest = d
    rest.title = nil
    details[n] = rest == PinDetails() ? nil : rest
  }

  /// Whether pin `n` exists (was added and not removed).
  public func isLive(_ n: Int32) -> Bool {
    Int(n) < pins.count && numbers[pins[Int(n)].id] == n
  }

  /// How many pins there are.
  public var pinCount: Int { numbers.count }
}

/// Every map's state in the scene.
public struct MapsState: WeighedStorage {
  /// Maps by id.
  public var maps: [NodeID: MapViewState] = [:]

  /// How many pins the maps hold: what a copy of the state costs the history.
  public var storageWeight: Int { maps.values.reduce(0) { $0 + $1.numbers.count } }

  /// No maps.
  public init() {}
}

/// MKMapView as scenesim models it: maps, their regions, pins and annotation views; what
/// a selected pin shows and what other styles of view there are come from other
/// components (``Maps/presenters``, ``Maps/pinStyles``).
public enum Maps {
  /// Where the state lives in `Scene.extensions`.
  public static let storage = SceneStorageKey<MapsState>("maps")
  /// The region a new map shows: the modelled app's, San Francisco's Union Square.
  public static let defaultCenter = Coordinate(latitude: 37.785334, longitude: -122.406964)
  /// The sample's span.
  public static let defaultSpan = CoordinateSpan(latitudeDelta: 0.003515, longitudeDelta: 0.007129)
  /// How far beyond the visible rect annotations keep or get views, in screen points.
  public static let viewMargin = 64.0
  /// setRegion:animated:'s duration (MapKit does not document it).
  public static let regionAnimationDuration = SimTime.milliseconds(300)
  /// A dropping pin's fall. Apple documents no timing for animatesDrop: scenesim lets the
  /// pin fall from just above the map's top edge to its place in 0.5 s, the duration of the
  /// public re-creations (NAMapKit's NAPinAnnotation.m 12, NAMapViewPinAnimationDuration
  /// 0.5f; Stack Overflow 6808876's widely copied drop, 0.5 s), ease-in (a falling body
  /// speeds up; they use the default curve or linear), with no bounce.
  public static let dropDuration = SimTime.milliseconds(500)
  /// The most pins one command may add.
  public static let maxPins = 2_000_000
  /// The most annotation views a map keeps at once.
  public static let maxViews = 10_000
}

extension Scene {
  /// The maps' state, for the map views that are still in the scene (a map view removed
  /// as a plain view takes its pins with it).
  public var maps: MapsState {
    get { live(self[Maps.storage] ?? MapsState()) }
    set { self[Maps.storage] = newValue }
  }

  /// `state` without the maps whose view is gone or is no longer a map.
  private func live(_ state: MapsState) -> MapsState {
    guard !state.maps.keys.allSatisfy(isMapView) else { return state }
    var kept = state
    kept.maps = state.maps.filter { isMapView($0.key) }
    return kept
  }

  /// Runs `body` on the maps' state in place: the state leaves the scene while it runs, so
  /// its large arrays are changed without copying.
  mutating func withMaps<R>(_ body: (inout MapsState) throws(SceneError) -> R) throws(SceneError)
    -> R
  {
    var state = live(take(Maps.storage) ?? MapsState())
    defer { self[Maps.storage] = state }
    return try body(&state)
  }

  /// Runs `body` on one map's state in place.
  mutating func withMap<R>(
    _ id: NodeID, _ body: (inout MapViewState) throws(SceneError) -> R
  ) throws(SceneError) -> R {
    try withMaps { (state: inout MapsState) throws(SceneError) -> R in
      // Taken out while it changes, so its arrays are not copied.
      guard var map = state.maps.removeValue(forKey: id) else { throw .unknownNode(id) }
      defer { state.maps[id] = map }
      return try body(&map)
    }
  }

  /// The map `id`.
  public func mapState(_ id: NodeID) -> MapViewState? {
    guard isMapView(id) else { return nil }
    return self[Maps.storage]?.maps[id]
  }

  /// Whether `id` is still a map view in the scene (one removed as a plain view is not).
  func isMapView(_ id: NodeID) -> Bool { kind(of: id) == .map }

  /// How many pins all maps hold, with a view or not.
  public var pinCount: Int { maps.maps.values.reduce(0) { $0 + $1.numbers.count } }

  /// Every pin id on every map, sorted (for completion and hints); empty when there are
  /// more than `limit`.
  public func pinIDs(limit: Int = 10_000) -> [String] {
    let state = maps
    guard state.maps.values.reduce(0, { $0 + $1.numbers.count }) <= limit else { return [] }
    return state.maps.values.flatMap { $0.numbers.keys }.sorted()
  }
}

extension NodeKind {
  /// MKMapView.
  public static let map = NodeKind("map")
  /// An annotation view on a map: a pin, an image or a pulsing dot, with the pin's id.
  public static let pin = NodeKind("pin")
}
