import SimGeometry
import SimMotion
import SimScene

/// SVPulsingAnnotationView 20a3b83 (and the iOS 6 look of tag 0.3).
enum Pulsing {
  /// The pop-in (+bounceAnimation): transform.scale through these values in 0.3 s.
  static let popInValues: [Double] = [0.05, 1.25, 0.8, 1.1, 0.9, 1.0]
  /// The iOS 6 halo ring images' radii, shown in turn over the pulse.
  static let ringRadii: [Double] = [20, 35, 50]

  /// The pop-in keyframe animation.
  static var popIn: LayerAnimation {
    var timing = MediaTiming()
    timing.duration = 0.3
    return LayerAnimation(
      keyPath: .transformScale,
      content: .keyframes(
        values: popInValues.map { AnimVector($0, 0, 0, 0, 0, 0, 0, 0) }, keyTimes: nil,
        mode: .linear, timingFunctions: Array(repeating: .easeInEaseOut, count: 6)),
      timing: timing)
  }

  /// The halo group (newPulseAnimationGroup), or the iOS 6 one.
  static func haloGroup(_ o: PulsingOptions) -> LayerAnimation {
    var group = MediaTiming()
    group.duration = o.outerPulseAnimationDuration + o.delayBetweenPulseCycles
    group.repeatCount = .infinity
    group.timingFunction = .default
    var child = MediaTiming()
    child.duration = o.outerPulseAnimationDuration
    let scale = LayerAnimation(
      keyPath: .transformScale,
      content: .basic(
        from: AnimVector(0, 0, 0, 0, 0, 0, 0, 0), to: AnimVector(1, 0, 0, 0, 0, 0, 0, 0)),
      timing: o.look == .ios6 ? withDefaultCurve(child) : child)
    let opacity: LayerAnimation
    if o.look == .ios6 {
      var fading = withDefaultCurve(child)
      fading.fillMode = .forwards
      opacity = LayerAnimation(
        keyPath: .opacity,
        content: .basic(
          from: AnimVector(1, 0, 0, 0, 0, 0, 0, 0), to: AnimVector(0, 0, 0, 0, 0, 0, 0, 0)),
        timing: fading)
    } else {
      opacity = LayerAnimation(
        keyPath: .opacity,
        content: .keyframes(
          values: [0.45, 0.45, 0].map { AnimVector($0, 0, 0, 0, 0, 0, 0, 0) },
          keyTimes: [0, 0.2, 1], mode: .linear, timingFunctions: nil),
        timing: child)
    }
    return LayerAnimation(group: [scale, opacity], timing: group).keptOnCompletion
  }

  private static func withDefaultCurve(_ t: MediaTiming) -> MediaTiming {
    var t = t
    t.timingFunction = .default
    return t
  }

  /// The colour dot's pulse, when the delay is above 0.
  static func dotPulse(_ o: PulsingOptions) -> LayerAnimation {
    var group = MediaTiming()
    group.duration = o.pulseAnimationDuration
    group.repeatCount = .infinity
    group.autoreverses = true
    group.fillMode = .both
    group.timingFunction = .default
    var child = MediaTiming()
    child.duration = o.pulseAnimationDuration
    let from = AnimVector(0.8, 0, 0, 0, 0, 0, 0, 0)
    let to = AnimVector(1, 0, 0, 0, 0, 0, 0, 0)
    return LayerAnimation(
      group: [
        LayerAnimation(
          keyPath: .transformScale, content: .basic(from: from, to: to), timing: child),
        LayerAnimation(keyPath: .opacity, content: .basic(from: from, to: to), timing: child),
      ], timing: group
    ).keptOnCompletion
  }
}

extension LayerAnimation {
  /// The same animation with removedOnCompletion off.
  var keptOnCompletion: LayerAnimation {
    var copy = self
    copy.removedOnCompletion = false
    return copy
  }
}

extension Scene {
  /// rebuildLayers: the halo, the white ring and the colour dot (or the image) as layers
  /// of the pin's view, with the halo's pulse (and the dot's, when there is a delay).
  mutating func buildPulsingLayers(_ pin: NodeID, _ o: PulsingOptions) {
    guard let view = node(pin) else { return }
    let bounds = view.layer.bounds
    let mid = bounds.center
    func layer(_ suffix: String, _ kind: NodeKind, _ frame: Rect, _ color: Color?, _ alpha: Double)
    {
      var changes = LayerChanges()
      changes.color = color
      changes.alpha = alpha
      guard
        let id = try? addPart(suffix, of: pin, kind: kind, frame: frame, in: pin, changes: changes)
      else { return }
      try? setUserInteraction(id, false)
    }
    // An image's frame: its size rounded up, centred on whole points.
    func imageFrame(_ image: Size) -> Rect {
      let w = image.width.rounded(.up)
      let h = image.height.rounded(.up)
      return Rect(
        x: ((bounds.width - w) / 2).rounded(.down), y: ((bounds.height - h) / 2).rounded(.down),
        width: w, height: h)
    }
    // Both images are drawn as templates in annotationColor (.m 177-182, 195-200).
    if let heading = o.headingImage, o.look == .flat {
      layer("heading", .templateImage, imageFrame(heading), nil, 1)
    }
    switch o.look {
    case .flat:
      let halo = bounds.height * o.pulseScaleFactor
      layer(
        "halo", .halo, Rect(center: mid, size: Size(width: halo, height: halo)),
        o.effectivePulseColor, 0)
      layer(
        "ring", .ring, Rect(center: mid, size: Size(width: bounds.height, height: bounds.height)),
        o.outerColor, o.outerDotAlpha)
      if let image = o.image {
        if let own = o.imageView {
          layer("image", .image, own, nil, 1)
        } else {
          layer("image", .templateImage, imageFrame(image), nil, 1)
        }
      } else {
        let d = bounds.width - 2 * o.colorDotInset
        layer(
          "dot", .dot, Rect(center: mid, size: Size(width: d, height: d)), o.annotationColor, 1)
      }
    case .ios6:
      layer("halo", .halo, Rect(center: mid, size: Size(width: 100, height: 100)), nil, 1)
      layer(
        "dot", .dot,
        Rect(center: Point(x: mid.x + 0.5, y: mid.y + 0.5), size: Size(width: 16, height: 16)),
        o.annotationColor, 1)
    }
    if o.delayBetweenPulseCycles.isFinite {
      if let halo = part("halo", of: pin) {
        try? addAnimation(Pulsing.haloGroup(o), to: halo, key: "pulse", reportsStop: false)
      }
      if o.look == .flat, o.delayBetweenPulseCycles > 0, o.image == nil,
        let dot = part("dot", of: pin)
      {
        try? addAnimation(Pulsing.dotPulse(o), to: dot, key: "pulse", reportsStop: false)
      }
    }
    // SVPulsingAnnotationView.m 90-92: didRebuildLayersBlock, last.
    emit(pin, "didRebuildLayers", quiet: true)
  }

  /// willMoveToSuperviewAnimationBlock: the pop-in on the view (the dot, in the iOS 6 look).
  mutating func addPulsingPopIn(_ pin: NodeID, _ o: PulsingOptions) {
    guard o.popIn else { return }
    if let lines = o.popInLines,
      runLines(lines, node: pin, block: "willMoveToSuperviewAnimationBlock")
    {
      return
    }
    guard let target = o.look == .ios6 ? part("dot", of: pin) : pin else { return }
    try? addAnimation(Pulsing.popIn, to: target, key: "popIn", reportsStop: false)
  }

  /// rebuildLayers on a view on the map: its animations stop (a pop-in too) and its layers
  /// are made anew, so the pulse starts over.
  mutating func rebuildPulsingLayers(_ pin: NodeID, _ o: PulsingOptions) {
    guard let view = node(pin) else { return }
    for key in attachedKeys(of: pin) { try? removeAnimation(pin, key: key) }
    for child in view.children { deleteSubtree(child) }
    var size = LayerChanges()
    let side = o.look == .ios6 ? 23.0 : 22.0
    size.bounds = Rect(x: 0, y: 0, width: side, height: side)
    try? setLayer(pin, size)
    buildPulsingLayers(pin, o)
  }

  /// traitCollectionDidChange: with a new interface style: every pulsing view rebuilds its
  /// layers (SVPulsingAnnotationView.m 103-112), so its pulse starts over.
  mutating func rebuildPulsingForAppearance() {
    for map in maps.maps.keys.sorted() {
      guard let state = mapState(map) else { continue }
      for n in state.views.keys.sorted() {
        let details = state.details(of: n)
        guard details.style == .pulsing else { continue }
        rebuildPulsingLayers(state.pins[Int(n)].id, details.pulsing)
      }
    }
  }

  /// A round layer's corner radius, and the white ring's shadow (black, offset 0,2, radius
  /// 3, opacity 0.3).
  func pulsingLayerFields(_ id: NodeID, shadow: Bool) -> [FrameField] {
    guard let layer = node(id)?.layer else { return [] }
    var fields = [
      FrameField("cornerRadius", .number(layer.bounds.width / 2), printed: false)
    ]
    if shadow {
      fields.append(
        FrameField(
          "shadow",
          .object([
            FrameField("color", .string("#000000")), FrameField("offset", .numbers([0, 2])),
            FrameField("radius", .number(3)), FrameField("opacity", .number(0.3)),
          ]), printed: false))
    }
    return fields
  }

  /// An image view's tintColor: its pin's annotationColor (.m 146-147, 182, 200).
  func templateImageFields(_ id: NodeID) -> [FrameField] {
    guard let pin = node(id)?.parent, let (state, n) = pinState(pin) else { return [] }
    return [FrameField("tint", .string(state.details(of: n).pulsing.annotationColor.hexString))]
  }

  /// The halo's scale and opacity on screen now, and for the iOS 6 look the ring image
  /// shown (its radius; 0 between pulses).
  func haloFields(_ pin: NodeID, _ o: PulsingOptions) -> [FrameField] {
    guard let halo = part("halo", of: pin).flatMap(presentation(of:)) else { return [] }
    var fields: [FrameField] = [
      FrameField("halo", .numbers([halo.transform.a, halo.alpha]))
    ]
    if o.look == .ios6 {
      fields.append(FrameField("haloRing", .number(ringRadius(pin, o))))
    }
    let delay = o.delayBetweenPulseCycles
    if delay != 0 {
      fields.append(
        FrameField(
          "delayBetweenPulseCycles", delay.isFinite ? .number(delay) : .string("forever"),
          printed: false))
    }
    if !o.popIn { fields.append(FrameField("popIn", .bool(false), printed: false)) }
    return fields
  }

  /// The iOS 6 halo's contents keyframes (discrete, evenly spaced over the pulse) read at
  /// the group's local time.
  private func ringRadius(_ pin: NodeID, _ o: PulsingOptions) -> Double {
    guard let halo = part("halo", of: pin),
      let info = runningAnimations.first(where: { $0.node == halo && $0.key == "pulse" })
    else { return 0 }
    let group = Pulsing.haloGroup(o).timing
    let elapsed = Double((now - info.begin).microseconds) / 1_000_000
    guard let local = group.localTime(atParent: elapsed), o.pulseAnimationDuration > 0,
      local < o.pulseAnimationDuration
    else { return 0 }
    let index = min(2, Int(local / o.pulseAnimationDuration * 3))
    return Pulsing.ringRadii[index]
  }
}

extension NodeKind {
  /// SVPulsingAnnotationView's halo: the pulse, or the iOS 6 ring image.
  public static let halo = NodeKind("halo")
  /// Its white ring around the dot, with a shadow.
  public static let ring = NodeKind("ring")
  /// Its coloured dot.
  public static let dot = NodeKind("dot")
  /// Its image or heading image, drawn as a template in its tint (annotationColor).
  public static let templateImage = NodeKind("template-image")
}
