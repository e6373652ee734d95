public import SimGeometry
public import SimScene

/// What a selected pin shows besides MapKit's own callout, as the app's map delegate adds
/// it (an annotation of its own whose view stands beside the pin's): another component
/// declares it through ``Maps/presenters``, and the map tells it of selections, removals
/// and region changes.
public struct PinPresenter: Sendable {
  /// What its views are called in `map show`: one, and more than one.
  public var noun: (one: String, many: String)
  /// The name its views take as parts of their pins: `PIN.NAME`, or `PIN.NAME2` … when
  /// that or an id under it is taken. Ids under a view (`PIN.NAME.…`) are its to give to
  /// its own parts; no pin may have an id with NAME or NAMEk between dots.
  public var partName: String
  /// After MapKit selected pin `n` of a map and told the delegate
  /// (mapView:didSelectAnnotationView:).
  public var didSelect: @Sendable (inout Scene, NodeID, Int32) -> Void
  /// As MapKit deselects pin `n`, before it tells the delegate: whether the delegate's
  /// answer (``didDeselect``) acts, given whether the pin's view showed the selection (its
  /// selectionEnabled).
  public var willDeselect: @Sendable (Scene, NodeID, Int32, Bool) -> Bool
  /// Once the delegate heard of the deselection, when ``willDeselect`` said it acts.
  public var didDeselect: @Sendable (inout Scene, NodeID, Int32) -> Void
  /// Before pin `n` leaves its map (removeAnnotation:, which tells the delegate nothing).
  public var willRemovePin: @Sendable (inout Scene, NodeID, Int32) -> Void
  /// Before every pin leaves a map (removeAnnotations:).
  public var willRemoveAllPins: @Sendable (inout Scene, NodeID) -> Void
  /// Which of its views stay on the map although their pins are no longer there, given the
  /// map rects the map keeps views for (before it changes any view).
  public var keptInSight: @Sendable (Scene, NodeID, [Rect]) -> Set<Int32>
  /// Once the pins' views followed the region: its views follow theirs (`wanted`: the pins
  /// whose views the map keeps; `kept`: what ``keptInSight`` said).
  public var syncViews: @Sendable (inout Scene, NodeID, Set<Int32>, Set<Int32>) -> Void
  /// Its views on a map, oldest first, each with where the map's model region puts its
  /// centre (given the map's state and size): they stand in front of the pins.
  public var views: @Sendable (Scene, NodeID, MapViewState, Size) -> [(id: NodeID, center: Point)]
  /// Whether an id is held for a view of its, or a part such a view will make.
  public var holds: @Sendable (Scene, NodeID) -> Bool

  /// A presenter.
  public init(
    noun: (one: String, many: String), partName: String,
    didSelect: @escaping @Sendable (inout Scene, NodeID, Int32) -> Void,
    willDeselect: @escaping @Sendable (Scene, NodeID, Int32, Bool) -> Bool,
    didDeselect: @escaping @Sendable (inout Scene, NodeID, Int32) -> Void,
    willRemovePin: @escaping @Sendable (inout Scene, NodeID, Int32) -> Void,
    willRemoveAllPins: @escaping @Sendable (inout Scene, NodeID) -> Void,
    keptInSight: @escaping @Sendable (Scene, NodeID, [Rect]) -> Set<Int32>,
    syncViews: @escaping @Sendable (inout Scene, NodeID, Set<Int32>, Set<Int32>) -> Void,
    views: @escaping @Sendable (Scene, NodeID, MapViewState, Size) -> [(id: NodeID, center: Point)],
    holds: @escaping @Sendable (Scene, NodeID) -> Bool
  ) {
    self.noun = noun
    self.partName = partName
    self.didSelect = didSelect
    self.willDeselect = willDeselect
    self.didDeselect = didDeselect
    self.willRemovePin = willRemovePin
    self.willRemoveAllPins = willRemoveAllPins
    self.keptInSight = keptInSight
    self.syncViews = syncViews
    self.views = views
    self.holds = holds
  }
}

extension Maps {
  /// Where components add what a selected pin shows (``PinPresenter``).
  public static let presenters = ExtensionPoint<PinPresenter>("map.presenters")
}

extension Scene {
  /// What the components added to show for selected pins.
  var pinPresenters: [PinPresenter] { rules[Maps.presenters] }

  /// Every presenter's views on `map`, in their order, with their centres.
  func presentedViews(_ map: NodeID, _ state: MapViewState, size: Size)
    -> [(id: NodeID, center: Point)]
  {
    pinPresenters.flatMap { $0.views(self, map, state, size) }
  }
}
