import SimCommands
import SimGeometry
import SimMotion
import SimRender
import SimScene

/// SVPulsingAnnotationView's look: the flat iOS 7 one (HEAD) or the iOS 6 one (tag 0.3).
public enum PulsingLook: String, CaseIterable, Sendable {
  /// HEAD 20a3b83: white ring, colour dot, one solid halo.
  case flat
  /// The iOS 6 look: a glossy dot and three halo ring images of radius 20, 35 and 50.
  case ios6
}

/// SVPulsingAnnotationView's properties.
public struct PulsingOptions: PinStyleOptions {
  /// The look.
  public var look = PulsingLook.flat
  /// annotationColor.
  public var annotationColor = Color(red: 0, green: 0.478, blue: 1, alpha: 1)
  /// outerColor.
  public var outerColor = Color(white: 1)
  /// pulseColor; nil follows annotationColor.
  public var pulseColor: Color?
  /// outerDotAlpha.
  public var outerDotAlpha = 1.0
  /// pulseScaleFactor.
  public var pulseScaleFactor = 5.3
  /// colorDotInset.
  public var colorDotInset = 3.0
  /// pulseAnimationDuration, seconds.
  public var pulseAnimationDuration = 1.5
  /// outerPulseAnimationDuration, seconds.
  public var outerPulseAnimationDuration = 3.0
  /// delayBetweenPulseCycles, seconds; INFINITY leaves the dot without any pulse
  /// (SVPulsingAnnotationView.m 290, 337).
  public var delayBetweenPulseCycles = 0.0
  /// Whether willMoveToSuperviewAnimationBlock is the default pop-in (false: nil, no
  /// pop-in; SVPulsingAnnotationView.m 49-51).
  public var popIn = true
  /// An app's willMoveToSuperviewAnimationBlock instead of the pop-in, as command lines.
  public var popInLines: [String]?
  /// An image instead of the colour dot: its size.
  public var image: Size?
  /// headingImage, under everything else: its size.
  public var headingImage: Size?
  /// An image view of the app's own in place of the one the view makes for `image`: its
  /// frame (setImage: puts the made one at the image's size, centred).
  public var imageView: Rect?

  /// HEAD's defaults.
  public init() {}

  /// The iOS 6 look with its defaults (tag 0.3, classic).
  public static var ios6: PulsingOptions {
    var o = PulsingOptions()
    o.look = .ios6
    o.annotationColor = Color(red: 0.082, green: 0.369, blue: 0.918, alpha: 1)
    o.pulseAnimationDuration = 1
    o.outerPulseAnimationDuration = 1
    o.delayBetweenPulseCycles = 1
    return o
  }

  /// The pulse colour in effect.
  public var effectivePulseColor: Color { pulseColor ?? annotationColor }
}

extension Pulsing {
  /// Where a pin's SVPulsingAnnotationView properties are kept in its details, whatever its
  /// style (a standard pin keeps them for a later `style pulsing`).
  static let options = PinOptionsKey("pulsing", default: PulsingOptions())

  /// SVPulsingAnnotationView as a style of pin view, with the options `pin add` and `pin
  /// set` take for it.
  static let style = Maps.PinOptions(.pulsing) { p in
    let args = Args(&p)
    return Maps.DeclaredPinOptions(handles: args.handles) { parsed, map, details in
      args.apply(parsed, color: parsed[map.color], to: &details)
    }
  }

  /// `look`.
  static let lookChoice = ArgType.choice(PulsingLook.allCases.map(\.rawValue)) {
    PulsingLook(rawValue: $0)
  }
  /// A duration in seconds, or forever (INFINITY).
  static let durationOrForever = ArgType<Double>(
    .custom(
      CustomArgument(
        expectation: "a duration or forever",
        parse: { text, _ throws(CommandError) in
          if text == "forever" { return .number(.infinity) }
          guard let v = try? Values.duration(text) else {
            throw CommandError("expected a duration or forever, got '\(clip(text))'")
          }
          return .number(v.seconds)
        },
        words: { _, _, _ in ["forever"] }))
  ) { $0.number }

  /// The options of `pin add` and `pin set` that set SVPulsingAnnotationView's properties,
  /// declared in this order.
  struct Args: Sendable {
    let look: OptionalArg<PulsingLook>
    let pulseColor: OptionalArg<Color>
    let outerColor: OptionalArg<Color>
    let outerAlpha: OptionalArg<Double>
    let scaleFactor: OptionalArg<Double>
    let dotInset: OptionalArg<Double>
    let pulseDuration: OptionalArg<SimTime>
    let outerPulseDuration: OptionalArg<SimTime>
    let delay: OptionalArg<Double>
    let popIn: OptionalArg<Bool>
    let popInBlock: OptionalArg<String>
    let dotImage: OptionalArg<Size>
    let headingImage: OptionalArg<Size>
    let imageView: OptionalArg<Rect>

    init(_ p: inout Parameters) {
      look = p.option("look", "LOOK", lookChoice, help: "pulsing: flat (HEAD) or ios6 (tag 0.3)")
      pulseColor = p.option(
        "pulse-color", "C", .color, help: "pulsing: pulseColor (default annotationColor)")
      outerColor = p.option("outer-color", "C", .color, help: "pulsing: outerColor (default white)")
      outerAlpha = p.option(
        "outer-alpha", "A", .number(0...1), help: "pulsing: outerDotAlpha (default 1)")
      scaleFactor = p.option(
        "scale-factor", "F", .number(0...1000), help: "pulsing: pulseScaleFactor (default 5.3)")
      dotInset = p.option(
        "dot-inset", "N", .number(0...11), help: "pulsing: colorDotInset (default 3)")
      pulseDuration = p.option(
        "pulse-duration", "D", .duration, help: "pulsing: pulseAnimationDuration (default 1.5)")
      outerPulseDuration = p.option(
        "outer-pulse-duration", "D", .duration,
        help: "pulsing: outerPulseAnimationDuration (default 3)")
      delay = p.option(
        "delay", "D|forever", durationOrForever,
        help: "pulsing: delayBetweenPulseCycles (default 0; forever: INFINITY, no pulse)")
      popIn = p.option(
        "pop-in", "B", .bool,
        help: "pulsing: willMoveToSuperviewAnimationBlock, the pop-in (default on; off: nil)")
      popInBlock = p.option(
        "pop-in-block", "LINE", .text,
        help: "pulsing: that block replaced by a quoted command line (anim add NAME to ID)")
      dotImage = p.option(
        "dot-image", "WxH", .size, help: "pulsing: an image instead of the colour dot")
      headingImage = p.option(
        "heading-image", "WxH", .size, help: "pulsing: headingImage, under the rest")
      imageView = p.option(
        "image-view", "X,Y,W,H", .rect,
        help: "pulsing: an image view of your own for dot-image, shown from the next rebuild")
    }

    var handles: [any ArgHandle] {
      [
        look, pulseColor, outerColor, outerAlpha, scaleFactor, dotInset, pulseDuration,
        outerPulseDuration, delay, popIn, popInBlock, dotImage, headingImage, imageView,
      ]
    }

    /// Applies the options to a pin's SVPulsingAnnotationView properties (`color`, the
    /// pin's colour, is its annotationColor); says whether the view's setters would
    /// rebuild its layers.
    func apply(_ args: ParsedArguments, color: Color?, to details: inout PinDetails) -> Bool {
      var o = details.pulsing
      if let v = args[look], v != o.look {
        let kept = o.image
        o = v == .ios6 ? .ios6 : PulsingOptions()
        o.image = kept
      }
      var rebuild = false
      if let color {
        o.annotationColor = color
        rebuild = true
      }
      if let v = args[pulseColor] { o.pulseColor = v }
      if let v = args[outerColor] { o.outerColor = v }
      if let v = args[outerAlpha] { o.outerDotAlpha = v }
      if let v = args[scaleFactor] { o.pulseScaleFactor = v }
      if let v = args[dotInset] { o.colorDotInset = v }
      if let v = args[pulseDuration] {
        o.pulseAnimationDuration = v.seconds
        rebuild = true
      }
      if let v = args[outerPulseDuration] { o.outerPulseAnimationDuration = v.seconds }
      if let v = args[delay] {
        o.delayBetweenPulseCycles = v
        rebuild = true
      }
      if let v = args[popIn] {
        o.popIn = v
        o.popInLines = nil
      }
      if let line = args[popInBlock] {
        o.popIn = true
        o.popInLines = [line]
      }
      if let v = args[dotImage] {
        // setImage: places whichever image view there is at the image's size, centred.
        o.image = v
        o.imageView = nil
        rebuild = true
      }
      // A plain property: the view shows from the next rebuild.
      if let v = args[imageView] { o.imageView = v }
      if let v = args[headingImage] {
        o.headingImage = v
        rebuild = true
      }
      details.pulsing = o
      return rebuild
    }
  }
}

extension PinDetails {
  /// SVPulsingAnnotationView's properties (pulsing pins; kept for any pin).
  public var pulsing: PulsingOptions {
    get { self[Pulsing.options] }
    set { self[Pulsing.options] = newValue }
  }
}

extension PinStyle {
  /// SVPulsingAnnotationView: 22x22 (23x23 in the iOS 6 look), centred on the coordinate,
  /// its callout 4 points lower; it builds its layers and pops in as it is made, and draws
  /// nothing of its own (its layers do).
  public static let pulsing = PinStyle(
    "pulsing", order: 20, reuseIdentifier: "SVPulsing",
    viewSize: {
      $0.pulsing.look == .ios6 ? Size(width: 23, height: 23) : Size(width: 22, height: 22)
    },
    calloutOffset: { _ in Point(x: 0, y: 4) },
    didMakeView: { scene, id, details in
      scene.buildPulsingLayers(id, details.pulsing)
      // willMoveToSuperview: runs the pop-in block.
      scene.addPulsingPopIn(id, details.pulsing)
    },
    rebuild: { scene, id, details in scene.rebuildPulsingLayers(id, details.pulsing) },
    needsNewView: { old, new in old.pulsing.look != new.pulsing.look },
    fields: { scene, id, details in
      scene.haloFields(id, details.pulsing)
        + (details.pulsing.look == .ios6 ? [FrameField("look", .string("ios6"))] : [])
    },
    svg: { _, _, _ in true }, terminal: Pulsing.pinGlyph,
    partNames: ["halo", "ring", "dot", "image", "heading"])
}
