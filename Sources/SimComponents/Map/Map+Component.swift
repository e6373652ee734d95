import SimCommands
import SimScene

extension Component {
  /// MKMapView as scenesim models it: maps, their regions, pins and annotation views. It
  /// offers two extension points: the styles of pin views (``Maps/pinStyles``) and what a
  /// selected pin shows (``Maps/presenters``).
  public static let map = Component(
    name: "map", commandsUsing: { rules in Maps.mapCommands + Maps.pinCommands(rules.pinStyles) },
    topics: Maps.topics,
    kinds: [
      KindDeclaration(
        .map, describe: { scene, id in scene.mapFields(id) },
        touches: { scene, id, touch in scene.mapTouch(id, touch) },
        events: [
          "regionDidChange", "didSelectAnnotationView", "didDeselectAnnotationView",
          "detailForAnnotation", "enableMapSelections", "autopan", "didChangeDragState",
        ]),
      // MKMapView's pan recognizer takes a touch that pans from an annotation view, unless
      // the view is draggable and the touch holds it first.
      KindDeclaration(
        .pin, describe: { scene, id in scene.pinFields(id) },
        touches: { scene, id, touch in scene.pinTouch(id, touch) },
        passesPansUp: { scene, id, gestures in !(gestures.isLongPress && scene.isDraggable(id)) },
        open: true),
      // MapKit's own callout takes touches without deselecting.
      KindDeclaration(.standardCallout, touches: { _, _, _ in }),
    ],
    drawings: Maps.drawings, observers: [.rotation { scene in scene.rotateMaps() }],
    // A pin's id is taken even while its pin has no view: a new node may not have it, nor
    // the id of a part its view makes (whose hooks go with the part).
    claims: [
      IDClaim("pin", keepingHooksOf: { scene, id in scene.isPin(id) }) { scene, id in
        scene.isPin(id) || scene.isPinPart(id)
      }
    ],
    storage: [StorageDeclaration(Maps.storage)],
    extensionPoints: [
      DeclaredExtensionPoint(Maps.pinStyles), DeclaredExtensionPoint(Maps.presenters),
    ],
    contributions: [
      Contribution(Maps.pinStyles, Maps.PinOptions(.pin)),
      Contribution(Maps.pinStyles, Maps.PinOptions(.image)),
    ],
    eras: [Maps.era])
}

extension Maps {
  /// The maps' era, as `ios` lists it: MapKit's own moves (pins dropping, views riding a
  /// region change) follow the animation model of iOS 4, whose SDK the modelled app's
  /// project names; the callouts built on maps share it.
  public static let era = Era(
    what: "maps, callouts (GIK, MapKit)", shortName: "GIK and MapKit", version: 4, order: 20)

  /// What `help map` and `help pin` add after their commands.
  static let topics: [String: [String]] = [
    "map": [
      "The map is a model of MKMapView: Web Mercator map points on a world 2^28 points a "
        + "side (MKMapSizeWorld), the origin at the north-west corner. A region becomes the "
        + "bounding rect of its projected corners, fitted to the view as setRegion: does: "
        + "the projected centre in the middle and the larger of the two ratios of map points "
        + "to screen points, so the whole region shows and one span grows. print m shows the "
        + "region on screen now (mid-animation too), the pins, the annotation views alive "
        + "and the views waiting in the reuse queue.",
      "Pins live in a spatial index (Z-order sorted, walked as a quadtree): a region change "
        + "costs O(log n + pins in view). Only pins within 64 points of the visible rect "
        + "have annotation views; a view whose pin leaves goes to the reuse queue under its "
        + "identifier and the next pin that comes dequeues it (dump shows its number, view). "
        + "Animated region changes take 0.3 s ease-in-out (MapKit does not document this; "
        + "it is scenesim's model), the views sliding in straight lines.",
    ],
    "pin": [
      "A pin is an annotation on a map; near the visible rect it has an annotation view, a "
        + "node of kind pin with the pin's id. Styles: pin (GIKPinAnnotationView on "
        + "MKPinAnnotationView, modelled as 32x39 with centerOffset 8,-15 and calloutOffset "
        + "-8,0, the values iOS 4 to 6 used; Apple does not document them), image (an "
        + "annotation view of the image's size) and pulsing (SVPulsingAnnotationView "
        + "20a3b83, or its iOS 6 look with look ios6). print shows a pulsing pin's halo "
        + "scale and opacity now.",
      "Selecting a pin (pin select, or a tap on its view) shows GIKAnimatedCallout's "
        + "callout for pins and image pins; a tap on the empty map deselects.",
      "A view with can-show-callout on also shows MapKit's own callout while selected, "
        + "when its pin has a title: PIN.mkcallout, a white bubble around the title (17 pt) "
        + "and subtitle (12 pt) with 15 points each side, 44 high (57 with a subtitle), over "
        + "a down arrow 13 high whose tip is at the top centre of the view moved by its "
        + "calloutOffset. MapKit does not document these; they are scenesim's model. It "
        + "takes touches without deselecting and moves with its view.",
    ],
  ]
}
