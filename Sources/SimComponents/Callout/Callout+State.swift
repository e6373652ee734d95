public import SimGeometry
public import SimMotion
public import SimScene

/// GIKCalloutView's mode.
public enum CalloutMode: String, Sendable {
  /// CalloutModeDefault: the title bubble.
  case `default`
  /// CalloutModeDetail: expanded beside the pin around the detail view.
  case detail
}

/// GIKCalloutView's calloutBias: which way the bubble expands.
public enum CalloutBias: String, Sendable {
  /// LeftBias: the pin is right of the map's centre; the bubble expands to its left.
  case left
  /// RightBias: the pin is left of (or at) the centre; the bubble expands to its right.
  case right
}

/// A CADisplayLink stepping an arrow image strip: one frame per screen refresh after it
/// started, frames 1 to 14, until it was invalidated.
public struct ArrowStrip: Hashable, Sendable {
  /// When the link was added.
  public var start: SimTime
  /// When it was invalidated.
  public var stop: SimTime

  /// The frame shown at `now`.
  public func frame(at now: SimTime) -> Int {
    var t = start
    var frame = 0
    let end = min(now, stop)
    while frame < GIK.arrowFrames - 1 {
      let next = DisplayRefresh.next(after: t)
      guard next <= end else { break }
      frame += 1
      t = next
    }
    return frame
  }
}

/// GIKAnimatedCallout d345568's constants.
public enum GIK {
  /// Frames per arrow strip (ARROW_ANIMATION_FRAMES).
  public static let arrowFrames = 15
  /// CALLOUT_HEIGHT.
  public static let calloutHeight = 70.0
  /// CENTER_OFFSET_VERTICAL.
  public static let centerOffsetY = -59.0
  /// SIDE_WIDTH + SIDE_INSET + BOTTOM_ARROW_CENTER: the arrow tip's least distance from the
  /// bubble's edge.
  public static let arrowInset = 38.0
  /// BOTTOM_ARROW_CENTER.
  public static let arrowCenter = 18.0
  /// The content view's inset in the bubble (CONTENT_HORIZONTAL_INSET, CONTENT_VERTICAL_INSET).
  public static let contentInset = Point(x: 13, y: 4)
  /// DEFAULT_CONTENT_HEIGHT.
  public static let contentHeight = 35.0
  /// RIGHT_ACCESSORY_SIZE.
  public static let accessorySize = 29.0
  /// RIGHT_ACCESSORY_INSET_TOP.
  public static let accessoryTop = 4.0
  /// The title's font size (boldSystemFontOfSize:17).
  public static let titleFontSize = 17.0
  /// The subtitle's font size (beyond GIK).
  public static let subtitleFontSize = 12.0
  /// The pop-in's scales, each reached in 0.1 s ease-out.
  public static let popScales: [Double] = [1.1, 0.95, 1.0]
  /// The expansion's phases, 0.3 s each, ease-in-out.
  public static let phaseDuration = SimTime.milliseconds(300)
  /// How long map selections stay off after a touch on the callout.
  public static let reselectDelay = SimTime.milliseconds(1000)
  /// Where the detail view sits in the content view.
  public static let detailOrigin = Point(x: 0, y: 40)
}

/// GIK's callout annotation and its view.
public struct CalloutState: Sendable {
  /// The selected pin it belongs to.
  public var parent: Int32
  /// Its view's part name under the pin: `callout`, or `callout2` … when that was taken.
  public var name: String
  /// Its view's id.
  public var viewID: NodeID
  /// Whether its view is on the map now.
  public var hasView = false
  /// The view object's number.
  public var serial = 0
  /// The frame the parent pin's view had when the pin was removed while this callout
  /// stayed (quirk callout-outlives-pin): the callout keeps that view object, which an
  /// expansion reads.
  public var removedParentFrame: Rect?
  /// The detail table's contentOffset.y.
  public var tableOffset = 0.0
  /// Counts the views it was given, so work for an older one does nothing.
  public var token = 0
  /// calloutMode.
  public var mode = CalloutMode.default
  /// calloutBias.
  public var bias = CalloutBias.right
  /// MKAnnotationView.centerOffset.
  public var centerOffset = Point.zero
  /// bottomArrowHorizontalOffset.
  public var bottomArrowOffset = 0.0
  /// The down arrow's strip (phase 1), if it ran.
  public var downStrip: ArrowStrip?
  /// The side arrow's strip (phase 2), if it ran.
  public var sideStrip: ArrowStrip?
  /// The frames the side arrows showed before (a reused view keeps its images).
  public var staleSideFrames = (left: 0, right: 0)
  /// Whether an expansion started.
  public var isExpanding = false
  /// MKAnnotationView.enabled of the callout view (GIK starts it off).
  public var isEnabled = false

  /// The down arrow's frame now.
  public func downFrame(at now: SimTime) -> Int { downStrip?.frame(at: now) ?? 0 }

  /// The side arrows' frames now (left, right).
  public func sideFrames(at now: SimTime) -> (left: Int, right: Int) {
    guard let strip = sideStrip else { return staleSideFrames }
    let moving = strip.frame(at: now)
    var frames = staleSideFrames
    // Until the first refresh of phase 2 the animating arrow shows its old image.
    let shown = moving == 0 && now >= strip.start ? nil : moving
    switch bias {
    case .right:
      frames.right = 0
      if let shown { frames.left = shown }
    case .left:
      frames.left = 0
      if let shown { frames.right = shown }
    }
    return frames
  }
}

/// One map's callouts.
public struct MapCallouts: Sendable {
  /// GIK's callout annotations on the map, oldest first. A pin has one at most, but several
  /// pins may have one each: GIK's didSelect only checks the selected pin's own callout,
  /// and a deselect removes one only while the pin's selection is enabled
  /// (GIKMapViewController.m 70–94).
  public var list: [CalloutState] = []
  /// The side arrows' frames each callout view object showed last (left, right).
  public var arrowMemory: [Int: [Int]] = [:]

  /// Pin `parent`'s callout, if it has one.
  public func callout(of parent: Int32) -> CalloutState? {
    list.first { $0.parent == parent }
  }

  /// The callout whose view is `id`.
  public func callout(view id: NodeID) -> CalloutState? {
    list.first { $0.viewID == id }
  }

  /// Changes pin `parent`'s callout, if it has one.
  mutating func updateCallout(of parent: Int32, _ body: (inout CalloutState) -> Void) {
    guard let i = list.firstIndex(where: { $0.parent == parent }) else { return }
    body(&list[i])
  }

  /// The callout views on the map, oldest first.
  public var viewIDs: [NodeID] { list.filter(\.hasView).map(\.viewID) }
}

/// GIK's state in a scene: each map's callouts, and what its data source and scenesim's
/// additions set for all of them.
public struct CalloutsState: Sendable {
  /// Each map's callouts, by map.
  public var byMap: [NodeID: MapCallouts] = [:]
  /// The callout's detail size (GIKCalloutDetailDataSource; the sample's table is 320x345).
  public var detailSize = Size(width: 320, height: 345)
  /// Pan the map so a callout fits (beyond GIK).
  public var autopan = false
  /// The margin autopan keeps between a callout and the map's edges.
  public var autopanPadding = 5.0
  /// A left accessory view in callouts (beyond GIK): its size.
  public var leftAccessory: Size?
  /// The detail as a table of rows (the sample's HotelDetailViewController), or a plain
  /// view.
  public var detailTable: CalloutTable?
  /// Each pin's table cells, by the pin's id (`callout cells`).
  public var cells: [NodeID: [CalloutCell]] = [:]

  /// Nothing yet.
  public init() {}
}

extension GIK {
  /// Where GIK's state lives in the scene.
  public static let storage = SceneStorageKey<CalloutsState>("callouts")
}

extension Scene {
  /// GIK's state: settings, and the callouts of the maps still in the scene.
  public var calloutsState: CalloutsState {
    get { self[GIK.storage] ?? CalloutsState() }
    set { self[GIK.storage] = newValue }
  }

  /// The callouts of `map` (none when it is no map view any more).
  public func callouts(on map: NodeID) -> MapCallouts {
    guard mapState(map) != nil else { return MapCallouts() }
    return self[GIK.storage]?.byMap[map] ?? MapCallouts()
  }

  /// Runs `body` on the callouts of `map`.
  mutating func withCallouts<R>(_ map: NodeID, _ body: (inout MapCallouts) -> R) -> R {
    var state = calloutsState
    var callouts = state.byMap[map] ?? MapCallouts()
    let result = body(&callouts)
    state.byMap[map] = callouts
    calloutsState = state
    return result
  }

  /// A map left the scene: its callouts go with it.
  mutating func forgetCallouts(_ removed: RemovedNodes) {
    guard let state = self[GIK.storage], state.byMap.keys.contains(where: removed.contains)
    else { return }
    calloutsState.byMap = state.byMap.filter { !removed.contains($0.key) }
  }

  /// The map holding the callout view `id`.
  func mapOfCallout(_ id: NodeID) -> NodeID? {
    guard let state = self[GIK.storage] else { return nil }
    return state.byMap.keys.sorted().first { map in
      mapState(map) != nil && state.byMap[map]?.callout(view: id) != nil
    }
  }
}
