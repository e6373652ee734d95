import SimGeometry
import SimMotion
import SimScene

extension MapViewState {
  /// A view (or a presented one) leaves for the reuse queue under `reuse`.
  mutating func enqueueSerial(_ serial: Int, _ reuse: String) {
    reuseQueue[reuse, default: []].append(serial)
  }

  /// dequeueReusable…WithIdentifier: the number of the view last queued under `reuse`, or
  /// the next new number when none waits.
  mutating func dequeueSerial(_ reuse: String) -> Int {
    // Popped in place (a copy of the queue would copy every number waiting in it), the
    // identifier hashed once.
    if let slot = reuseQueue.index(forKey: reuse), let last = reuseQueue.values[slot].popLast() {
      if reuseQueue.values[slot].isEmpty { reuseQueue.remove(at: slot) }
      return last
    }
    nextSerial += 1
    return nextSerial - 1
  }
}

extension Scene {
  /// Gives views to the annotations near the visible rect and takes them from the others,
  /// as MapKit does while the map moves: a view whose annotation leaves goes to the reuse
  /// queue under its identifier, and a new annotation dequeues one before a new view is
  /// made. Every view takes its place for the model region; with `from` (an animated
  /// change from that centre and scale) the views also cover what the old region showed
  /// and slide from their old places.
  mutating func syncViews(_ id: NodeID, keepingFrom from: (center: Point, scale: Double)?) {
    guard let state = mapState(id), contains(id) else { return }
    let size = MapViewState.viewSize(self, id)
    if state.laidOutSize != size {
      try? withMap(id) { (s: inout MapViewState) throws(SceneError) in s.laidOutSize = size }
    }
    var wanted = Set<Int32>()
    var rects: [Rect] = []
    func collect(_ center: Point, _ scale: Double) {
      let rect = MapViewState.visibleRect(
        center: center, scale: scale, size: size, margin: Maps.viewMargin)
      rects.append(rect)
      // With no pin removed since the index was last compacted, every pin in it is live.
      let allLive = state.removedCount == 0
      state.index.query(rect, points: state.points) { n in
        if wanted.count < Maps.maxViews, allLive || state.isLive(n) { wanted.insert(n) }
      }
    }
    collect(state.center, state.scale)
    if let from { collect(from.center, from.scale) }
    // What the presenters keep on the map besides what the pins' views bring (their views
    // for pins since removed, annotations of their own, while near the visible rect).
    let presenters = pinPresenters
    let kept = presenters.map { $0.keptInSight(self, id, rects) }

    // Views whose annotations left go to the queue.
    enqueueViews(id, state.views.keys.sorted().filter { !wanted.contains($0) })
    // Annotations that came get a view, dequeued when one waits.
    // (The views of the pins wanted are the same in `state`: only others were queued.)
    let new = wanted.sorted().filter { state.views[$0] == nil }.map { n in
      (
        n: n,
        start: from.map {
          MapViewState.viewPoint(
            state.points[Int(n)], center: $0.center, scale: $0.scale, size: size)
        }
      )
    }
    let inPlace = makeViews(id, new, state: state)
    let writes = nodeWrites
    for (presenter, seen) in zip(presenters, kept) {
      presenter.syncViews(&self, id, wanted, seen)
    }
    // Made for the model region, most new views are in place already, unless they slide
    // or a presented view's coming wrote to any node (its autopan, a hook).
    let trusted =
      from == nil && nodeWrites == writes && mapState(id)?.generation == state.generation
    placeViews(id, animated: from != nil, madeInPlace: trusted ? inPlace : [])
  }

  /// syncViews after pins changed: during an animated region change the views keep
  /// covering what the old region showed, until the change ends.
  mutating func resyncViews(_ id: NodeID) {
    let animation = mapState(id)?.regionAnimation
    syncViews(id, keepingFrom: animation.map { ($0.fromCenter, $0.fromScale) })
  }

  /// The view of pin `n` leaves the map for the reuse queue.
  mutating func enqueueView(_ map: NodeID, _ n: Int32) { enqueueViews(map, [n]) }

  /// The views of these pins leave the map for the reuse queue, in this order.
  mutating func enqueueViews(_ map: NodeID, _ numbers: [Int32]) {
    guard let state = mapState(map) else { return }
    let leaving = numbers.filter { state.views[$0] != nil }
    guard !leaving.isEmpty else { return }
    if let n = state.standardCallout, leaving.contains(n) { hideStandardCallout(map) }
    deleteSubtrees(leaving.map { state.pins[Int($0)].id })
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      for n in leaving {
        guard let record = s.views.removeValue(forKey: n) else { continue }
        s.enqueueSerial(record.serial, record.reuseIdentifier)
      }
    }
  }

  /// dequeueReusableAnnotationViewWithIdentifier: or a new view for each pin `n`, in this
  /// order, placed at its `start` (map view coordinates of the pin's point) or where the
  /// model region puts it. When the style of one does more once it is made (a pulsing view
  /// builds its layers), the views are made one at a time; otherwise they are added
  /// together and their records written in one access to the map's state. Returns the
  /// pins, in the order given, whose views' model centres are exactly where the model
  /// region puts them; none when such a view is among them, whose block may move any view.
  @discardableResult
  mutating func makeViews(
    _ map: NodeID, _ new: [(n: Int32, start: Point?)], state: MapViewState
  ) -> [Int32] {
    let oneByOne = new.contains { state.details(of: $0.n).style.didMakeView != nil }
    guard oneByOne else { return makeViewsTogether(map, new, state) }
    for view in new { makeViewsTogether(map, [view], state) }
    return []
  }

  @discardableResult
  private mutating func makeViewsTogether(
    _ map: NodeID, _ new: [(n: Int32, start: Point?)], _ state: MapViewState
  ) -> [Int32] {
    let size = MapViewState.viewSize(self, map)
    var joining: [JoiningView] = []
    for (n, start) in new {
      let details = state.details(of: n)
      let point =
        start
        ?? MapViewState.viewPoint(
          state.points[Int(n)], center: state.center, scale: state.scale, size: size)
      let offset = details.centerOffset
      let center = Point(x: point.x + offset.x, y: point.y + offset.y)
      let frame = Rect(center: center, size: details.viewSize)
      let drops = details.style == .pin && details.animatesDrop
      joining.append(
        JoiningView(
          n: n, id: state.pins[Int(n)].id, frame: frame, placed: start == nil ? center : nil,
          reuse: details.style.reuseIdentifier, makesMore: details.style.didMakeView != nil,
          enabled: details.enabled, drops: drops))
    }
    let added = (try? addViews(joining.map { ($0.id, NodeKind.pin, $0.frame) }, in: map)) ?? []
    var made: [JoiningView] = []
    made.reserveCapacity(joining.count)
    for (view, isAdded) in zip(joining, added) where isAdded { made.append(view) }
    guard !made.isEmpty else { return [] }
    let bounds = layer(of: map)?.bounds
    // A standard pin drops as it comes on screen: now, or later when it is off the map
    // within the margin.
    let drops = made.map { view in view.drops ? (bounds.map(view.frame.intersects) ?? false) : nil }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      for (view, drop) in zip(made, drops) {
        let serial = s.dequeueSerial(view.reuse)
        var record = AnnotationViewRecord(serial: serial, reuseIdentifier: view.reuse)
        record.isSelected = s.selected == view.n
        record.isEnabled = view.enabled
        record.dropsWhenShown = drop == false
        s.views[view.n] = record
      }
    }
    var inPlace: [Int32] = []
    for (view, drop) in zip(made, drops) {
      // Where its model centre is now: the centre of its frame as a layer takes it, or where
      // it falls to.
      let center = drop == true ? dropPin(view.id) : LayerState(frame: view.frame).center
      if let placed = view.placed, center == placed {
        inPlace.append(view.n)
      }
      if view.makesMore {
        let details = state.details(of: view.n)
        details.style.didMakeView?(&self, view.id, details)
      }
    }
    return inPlace
  }

  /// What making a view needs of its pin's details, which are large to carry along. (A
  /// structure rather than a tuple: arrays of tuples are copied and destroyed through the
  /// runtime's generic code.)
  private struct JoiningView {
    var n: Int32
    var id: NodeID
    var frame: Rect
    /// The centre the model region gives it, when it is made there (not sliding from the
    /// old region's place).
    var placed: Point?
    /// Its style's reuse identifier, and whether the style does more once it is made.
    var reuse: String
    var makesMore: Bool
    var enabled: Bool
    var drops: Bool
  }

  /// Where a view goes; `pin`, the number of a pin whose view drops there.
  private struct Placement {
    var id: NodeID
    var center: Point
    var pin: Int32 = 0
  }

  /// MKPinAnnotationView's drop as its view comes on screen (its frame starts to meet the
  /// map's bounds; "This animation occurs whenever the view transitions from offscreen to
  /// onscreen", MKPinAnnotationView animatesDrop): it starts with its bottom at the map's
  /// top edge and falls to its place (``Maps/dropDuration``, ease-in). Returns the model
  /// centre it falls to (nil when it cannot fall).
  @discardableResult
  mutating func dropPin(_ id: NodeID) -> Point? {
    guard let frame = layer(of: id)?.frame else { return nil }
    var above = LayerChanges()
    above.center = Point(x: frame.midX, y: frame.midY - frame.maxY)
    try? setLayer(id, above)
    var fall = LayerChanges()
    fall.center = frame.center
    var options = AnimationOptions()
    options.era = Maps.era.version
    options.duration = Maps.dropDuration
    options.curve = .easeIn
    guard (try? animate(id, fall, options: options) { _, _ in }) != nil else { return nil }
    return fall.center
  }

  /// Puts every annotation view where the model region wants it (sliding there when
  /// `animated`), and orders them: southern pins in front, presented views in front of all.
  /// `madeInPlace`: pins, in increasing order, whose views were just made where the model
  /// region wants them, which need no placing (unless the standard callout points at one).
  mutating func placeViews(_ map: NodeID, animated: Bool, madeInPlace: [Int32] = []) {
    guard let state = mapState(map) else { return }
    let size = MapViewState.viewSize(self, map)
    var targets: [Placement] = []
    var dropping: [Placement] = []
    let bounds = layer(of: map)?.bounds
    var made = madeInPlace.makeIterator()
    var nextMade = made.next()
    // By pin number; sorting the numbers alone moves less than sorting the records.
    for n in state.views.keys.sorted() {
      while let m = nextMade, m < n { nextMade = made.next() }
      if nextMade == n, n != state.standardCallout { continue }
      guard let record = state.views[n] else { continue }
      let point = MapViewState.viewPoint(
        state.points[Int(n)], center: state.center, scale: state.scale, size: size)
      let details = state.details(of: n)
      let offset = details.centerOffset
      let center = Point(x: point.x + offset.x, y: point.y + offset.y)
      let id = state.pins[Int(n)].id
      // A standard pin that drops drops again whenever its view comes from off the map to
      // on it ("whenever the view transitions from offscreen to onscreen", animatesDrop),
      // kept in the margin or not: where it was comes from the region it was placed for.
      // (The arithmetic first: most views were on the map, and the style is not asked.)
      var comesBack = false
      if let placed = state.placedRegion, let bounds {
        let was = MapViewState.viewPoint(
          state.points[Int(n)], center: placed.center, scale: placed.scale, size: size)
        let wasOff = !Rect(
          center: Point(x: was.x + offset.x, y: was.y + offset.y), size: details.viewSize
        ).intersects(bounds)
        comesBack = wasOff && details.animatesDrop && details.style == .pin
      }
      if record.dropsWhenShown || comesBack, let bounds,
        Rect(center: center, size: details.viewSize).intersects(bounds)
      {
        // It comes on screen: it drops to its place instead of moving there.
        dropping.append(Placement(id: id, center: center, pin: n))
      } else {
        targets.append(Placement(id: id, center: center))
      }
    }
    for view in presentedViews(map, state, size: size) {
      targets.append(Placement(id: view.id, center: view.center))
    }
    if let n = state.standardCallout,
      let pin = targets.first(where: { $0.id == state.pins[Int(n)].id })
    {
      targets.append(
        Placement(
          id: Scene.partID(Maps.standardCalloutName, of: pin.id),
          center: standardCalloutCenter(state.details(of: n), viewCenter: pin.center)))
    }
    for target in targets {
      guard animated else {
        if moveCenter(target.id, to: target.center) {
          replaceAnimations(of: target.id, on: .position)
        }
        continue
      }
      guard let layer = layer(of: target.id), layer.center != target.center else { continue }
      var change = LayerChanges()
      change.center = target.center
      var options = AnimationOptions()
      options.era = Maps.era.version
      options.duration = Maps.regionAnimationDuration
      options.curve = .easeInEaseOut
      options.beginFromCurrentState = true
      _ = try? animate(target.id, change, options: options) { _, _ in }
    }
    for view in dropping {
      try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
        s.views[view.pin]?.dropsWhenShown = false
      }
      var change = LayerChanges()
      change.center = view.center
      try? setLayer(view.id, change)
      replaceAnimations(of: view.id, on: .position)
      dropPin(view.id)
    }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in
      s.placedRegion = PlacedRegion(center: state.center, scale: state.scale)
    }
    orderViews(map)
  }

  /// Annotation views back to front by their pins' map y (north behind south), then id;
  /// the presented views last, oldest first; other subviews of the map keep their places behind
  /// them.
  mutating func orderViews(_ map: NodeID) {
    guard let state = mapState(map), let node = node(map) else { return }
    // (Ids in sets of `NodeKey`, cheaper to hash than strings; the pins sorted on keys of
    // their y and number, looking their ids up only where two share a y.)
    var annotationIDs = Set<NodeKey>(minimumCapacity: state.views.count)
    for n in state.views.keys { annotationIDs.insert(NodeKey(state.pins[Int(n)].id)) }
    let presented = presentedViews(map, state, size: MapViewState.viewSize(self, map)).map(\.id)
    let others = node.children.filter {
      !annotationIDs.contains(NodeKey($0)) && !presented.contains($0)
    }
    var keyed = state.views.keys.map { SortKey(y: state.points[Int($0)].y, n: $0) }
    keyed.sort { a, b in
      a.y != b.y ? a.y < b.y : state.pins[Int(a.n)].id < state.pins[Int(b.n)].id
    }
    let pins = keyed.map { state.pins[Int($0.n)].id }.filter(contains)
    let standard =
      state.standardCallout.map {
        [Scene.partID(Maps.standardCalloutName, of: state.pins[Int($0)].id)]
      } ?? []
    let order =
      others.filter { !standard.contains($0) } + pins + presented.filter(contains)
      + standard.filter(contains)
    try? reorderSubviews(of: map, order)
  }

  /// A pin's map y and number, to sort its view by.
  private struct SortKey {
    var y: Double
    var n: Int32
  }
}
