import SimCommands
import SimGeometry
import SimMotion
import SimScene

extension Annotations {
  static let groupAnnotations = CommandGroup("Annotations (FWTAnnotationManager 1.2.2)", order: 600)

  /// An annotation's id, or `all`.
  static let annotationOrAll = CustomArgument(expectation: "a word") { scene, _, _ in
    scene.ids.filter { scene.node($0)?.kind == .annotation } + ["all"]
  }

  /// `on VIEW`: the view controller's view whose manager a command addresses.
  static func onOption(_ p: inout Parameters) -> OptionalArg<NodeID> {
    p.option(
      "on", "VIEW", .node(kinds: nil),
      help: "the view controller's view whose manager acts (default: the key window's root view)")
  }

  /// The host a command addresses: `on VIEW`, or the key window's root view (its first
  /// subview), as the category gives each view controller its own manager.
  static func host(_ session: Session, _ args: ParsedArguments, _ on: OptionalArg<NodeID>)
    throws(CommandError) -> NodeID
  {
    if let id = args[on] {
      guard session.scene.node(id)?.window == nil else {
        let root = session.scene.node(id)?.children.first
        throw CommandError(
          "'\(clip(id))' is a window; its root view controller's view holds the manager",
          column: args.column(of: on), hint: root.map { "on \($0)" } ?? "add a view to it")
      }
      return id
    }
    return try args.parentView(on, key: "on", in: session.scene)
  }

  /// The annotations of `host`'s manager, as a hint lists them.
  static func listing(_ scene: Scene, on host: NodeID) -> String {
    let known = scene[annotationsOn: host].order
    return "annotations: " + (known.isEmpty ? "none" : known.joined(separator: ", "))
  }

  static let annotationCommands: [CommandSpec] = [
    CommandSpec(
      ["annotation", "add"], group: groupAnnotations,
      abstract: "fwt_addAnnotation: on a view controller: add it and present it",
      discussion: """
        Each view controller has its own manager (UIViewController+FWTAnnotationManager.m
        18-28): `on VIEW` names the controller's view; by default it is the key window's
        root view (its first subview: `root` in a new scene, a navigation window's
        controller, a loaded scene's first view in its key window). The manager's view is
        `annotations` over `root` and VIEW.annotations over any other view, its container
        that id and .container; each has its own model, counters, container type and
        settings. The manager's overlay goes over the view (the radial container fades in over
        0.2 s); the annotation's view, a popover of kind annotation with ID.label and
        ID.image in its content, sizes its height to the text (in the label's font, wrapped
        whatever its lines) and the image, and is presented from the rect for the current
        orientation after its own delay. Annotations added one after another all run at
        once: stagger them with delays. didEndPresent fires when no present is pending.

        The library never configures its label, so by default it draws as a plain UILabel
        of iOS 5 and 6: 17 pt, one line cut at the tail with an ellipsis, left aligned,
        black on white, centred vertically. The label options change that; style demo is
        the sample app's CustomAnnotationView (the README screenshot's look), and options
        given with it win. print shows each label's lines and whether it was truncated.
        """
    ) { p in
      let id = p.positional("ID", .newID, help: "the annotation (and its view's id)")
      let portrait = p.option(
        "portrait", "X,Y,W,H", .signedRect, help: "presentingRectPortrait (default 0,0,0,0)")
      let landscape = p.option(
        "landscape", "X,Y,W,H", .signedRect, help: "presentingRectLandscape (default 0,0,0,0)")
      let arrow = p.option(
        "arrow", "DIR", .custom(Popover.arrowDirection(auto: false)),
        help: "arrowDirection: up, down, left, right, none (default)")
      let delay = p.option("delay", "D", .duration, help: "delay before the present (default 0)")
      let animated = p.option("animated", "B", .bool, help: "animated (default on)")
      let dismissOnTouch = p.option(
        "dismiss-on-touch", "B", .bool, help: "dismissOnTouch (default on)")
      let text = p.option("text", "TEXT", .text, help: "the label's text (quote it to hold spaces)")
      let image = p.variadic(
        "image", "NAME WxH", ellipsis: false, help: "an image: a name and a size")
      let size = p.option("size", "WxH", .size, help: "the view's contentSize (default 160x60)")
      let arrowSize = p.option(
        "arrow-size", "WxH", .size, help: "the view's arrow size (default 10x10)")
      let cornerOffset = p.option(
        "corner-offset", "N", .number(-100_000...100_000),
        help: "the view's arrow corner offset (default 0)")
      let cornerRadius = p.option(
        "corner-radius", "R", .number(0...100_000), help: "the view's corner radius (default 6)")
      let contentInsets = p.option(
        "content-insets", "T,L,B,R", .text,
        help: "the view's contentViewEdgeInsets (default 5,5,5,5)")
      let style = p.option(
        "style", "NAME",
        .choice(
          AnnotationViewStyle.allCases.map(\.rawValue), as: AnnotationViewStyle.init(rawValue:)),
        help: "plain (default) or demo: the sample app's look, set before other options")
      let fontSize = p.option(
        "font-size", "PT", .number(1...1_000), help: "the label's font size (default 17)")
      let fontWeight = p.option(
        "font-weight", "W", .choice(["regular", "bold"]),
        help: "systemFont (regular, default) or boldSystemFont")
      let lines = p.option(
        "lines", "N", .number(0...10_000),
        help: "the label's numberOfLines: 0 for as many as fit (default 1)")
      let align = p.option(
        "align", "A",
        .choice(
          LabelLayout.Alignment.allCases.map(\.rawValue), as: LabelLayout.Alignment.init(rawValue:)),
        help: "the label's textAlignment: left (default), center, right")
      let textColor = p.option(
        "text-color", "C", .color, help: "the label's textColor (default black)")
      let labelBackground = p.option(
        "label-background", "C", .color,
        help: "the label's backgroundColor (default white; clear for none)")
      let textShadowColor = p.option(
        "text-shadow-color", "C", .color,
        help: "the label's shadowColor (default none; FWTAnnotationView.h 15)")
      let textShadowOffset = p.option(
        "text-shadow-offset", "DX,DY", .point, help: "the label's shadowOffset (default 0,-1)")
      let prepareBlock = p.option(
        "prepare-block", "LINE", .text,
        help: "the view's animation helper's prepareBlock, a quoted command line")
      let presentBlock = p.option(
        "present-block", "LINE", .text, help: "its presentAnimationsBlock (see popover animation)")
      let dismissBlock = p.option(
        "dismiss-block", "LINE", .text, help: "its dismissAnimationsBlock")
      let on = onOption(&p)
      let view = Popover.PopoverArgs(
        &p, size: size, arrowSize: arrowSize, cornerOffset: cornerOffset,
        cornerRadius: cornerRadius)
      let blocks: [(PopoverBlock, OptionalArg<String>)] = [
        (.prepare, prepareBlock), (.present, presentBlock), (.dismiss, dismissBlock),
      ]
      return { session, args throws(CommandError) in
        let host = try host(session, args, on)
        var a = Annotation()
        if let style = args[style] { style.apply(to: &a, id: args[id], host: host) }
        if let v = args[fontSize] { a.label.fontSize = v }
        if let w = args[fontWeight] { a.label.bold = w == "bold" }
        if let v = args[lines] {
          guard v == v.rounded() else {
            throw CommandError(
              "expected a whole number of lines, got \(NumberFormat.string(v))",
              column: args.column(of: lines))
          }
          a.label.numberOfLines = Int(v)
        }
        if let alignment = args[align] { a.label.alignment = alignment }
        if let c = args[textColor] { a.label.textColor = c }
        if let c = args[textShadowColor] { a.label.shadowColor = c.alpha == 0 ? nil : c }
        if let p = args[textShadowOffset] {
          a.label.shadowOffset = Size(width: p.x, height: p.y)
        }
        if let c = args[labelBackground] {
          a.label.backgroundColor = c.alpha == 0 ? nil : c
        }
        if let r = args[portrait] { a.portraitRect = r }
        if let r = args[landscape] { a.landscapeRect = r }
        if let text = args[arrow] {
          guard case .mask(let mask) = try Popover.arrowChoice(text, column: args.column(of: arrow))
          else {
            throw CommandError(
              "arrow auto is for popovers only", column: args.column(of: arrow),
              hint: "give up, down, left, right or none")
          }
          a.arrow = mask
        }
        if let d = args[delay] { a.delay = d }
        if let b = args[animated] { a.animated = b }
        if let b = args[dismissOnTouch] { a.dismissOnTouch = b }
        a.text = args[text]
        if let words = args[image] {
          guard words.count == 2, let v = try? Values.numbers(words[1].0, count: 2, separator: "x"),
            v[0] >= 0, v[1] >= 0
          else {
            throw CommandError(
              "expected an image name and a size WxH", column: args.column(of: image),
              hint: "as in image logo 30x30")
          }
          a.image = (words[0].0, Size(width: v[0], height: v[1]))
        }
        a.style = try Popover.popoverState(args, view, from: a.style)
        if let v = args[size] { a.style.contentSize = v }
        for (block, arg) in blocks {
          if let line = args[arg] { a.style.blocks[block] = [line] }
        }
        if let v = args[arrowSize] { a.style.arrowSize = v }
        if let v = args[cornerOffset] { a.style.cornerOffset = v }
        if let v = args[cornerRadius] { a.style.cornerRadius = v }
        if let text = args[contentInsets] {
          guard let v = try? Values.numbers(text, count: 4) else {
            throw CommandError(
              "expected T,L,B,R for 'content-insets', got '\(clip(text))'",
              column: args.column(of: contentInsets))
          }
          a.contentInsets = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.addAnnotation(args[id], a, on: host)
        }
        return []
      }
    },
    CommandSpec(
      ["annotation", "remove"], group: groupAnnotations,
      abstract: "fwt_removeAnnotation(s): from code: one, several, or all",
      discussion: """
        Several ids call removeAnnotations:, which (quirk annotations-remove-ignores-argument)
        removes every annotation. A removal from code leaves the dismiss counter below zero
        (quirk annotations-dismiss-counter), so the overlay stays and didEndDismiss never
        fires. An annotation is removed by its own manager; `all` is every annotation of
        the manager addressed.
        """
    ) { p in
      let id = p.positional("ID", .custom(annotationOrAll), help: "an annotation, or all")
      let and = p.variadic("and", "ID", help: "more annotations, removed together")
      let on = onOption(&p)
      return { session, args throws(CommandError) in
        let first = args[id]
        let all = first == "all"
        let ids = (all ? [] : [first]) + (args[and] ?? []).map(\.0)
        var host = try host(session, args, on)
        if let named = ids.first, let owner = session.scene.annotationHost(of: named) {
          if args[on] != nil, owner != host {
            throw CommandError(
              "'\(clip(named))' is on \(owner), not \(host)", column: args.column(of: id),
              hint: "leave out on, or write on \(owner)")
          }
          host = owner
        }
        // The hint lists the annotations as the failure left them.
        try sceneCall(
          at: args.column(of: id), hint: Annotations.listing(session.scene, on: host)
        ) { () throws(SceneError) in
          try session.scene.removeAnnotationsByCode(ids, all: all, on: host)
        }
        return []
      }
    },
    CommandSpec(
      ["annotation", "forget"], group: groupAnnotations,
      abstract: "removeAnnotation: on the model alone: its view stays",
      discussion: """
        What an app does with [manager.model removeAnnotation:] (FWTAnnotationModel.m
        58-62): the annotation leaves the model, which is all that call changes. Its view
        stays where it is, shown, in the container; the manager no longer knows it, so a tap
        on it is a tap on the background, removals pass it over, and it goes only when its
        container does. Refused while its dismissal runs, whose end looks it up.
        """
    ) { p in
      let id = p.positional("ID", .node(kinds: [.annotation]), help: "an annotation")
      return { session, args throws(CommandError) in
        try sceneCall(at: args.column(of: id)) { () throws(SceneError) in
          try session.scene.forgetAnnotation(args[id])
        }
        return []
      }
    },
    CommandSpec(
      ["annotations", "container"], group: groupAnnotations,
      abstract: "the container type, before the first annotation",
      discussion: """
        Makes the manager's annotationsContainerView of that type, as setting it does; the
        first annotation makes a default one. From then on the container's methods take
        lines as a subclass overrides them: on annotations.container addAnnotation|
        removeAnnotation|cancel LINE (FWTAnnotationContainerView.h 15-17), called before a
        view presents, before it is dismissed, and first in cancel.
        """
    ) { p in
      let type = p.positional(
        "TYPE",
        .choice(
          AnnotationContainerType.allCases.map(\.rawValue),
          as: AnnotationContainerType.init(rawValue:)),
        help: "default (no background) or radial (dimming with spotlights)")
      let on = onOption(&p)
      return { session, args throws(CommandError) in
        let host = try host(session, args, on)
        try sceneCall(at: args.column(of: type)) { () throws(SceneError) in
          try session.scene.setAnnotationContainer(args[type], on: host)
        }
        return []
      }
    },
    CommandSpec(
      ["annotations", "set"], group: groupAnnotations,
      abstract: "manager settings",
      discussion: """
        dimming is the radial container's backgroundColor, which it keeps apart and paints
        around the spotlights and into each spotlight's mask (FWTRadialAnnotationsContainerView.m
        71-75, 195): black at 0.5 by default. mask-image and accessory-image replace the
        radial container's two images, which it copies into each spotlight's layer as the
        spotlight opens (.m 196-197), so spotlights open after the change take them: the
        mask as a radial gradient clear to R and whole from F (default 32,96), the
        accessory as the default ring drawn at size WxH (default 50x50), or none
        (accessoryImageRef NULL, FWTRadialMaskLayer.m 152-172). Both show in print when
        not the defaults.
        """
    ) { p in
      let dismissOnBackground = p.option(
        "dismiss-on-background", "B", .bool, help: "dismissOnBackgroundTouch (default on)")
      let dimming = p.option(
        "dimming", "C", .color,
        help: "the radial container's backgroundColor (default black at 0.5)")
      let maskImage = p.option(
        "mask-image", "R,F", .custom(maskImageArgument),
        help: "the spotlight mask: clear to R, whole dimming from F (default 32,96)")
      let accessoryImage = p.option(
        "accessory-image", "WxH", .customValue(accessoryImageArgument),
        help: "the accessory's size, or none (default 50x50: a white ring)")
      let on = onOption(&p)
      return { session, args throws(CommandError) in
        let host = try host(session, args, on)
        guard args.givesAny([dismissOnBackground, dimming, maskImage, accessoryImage]) else {
          throw CommandError(
            "nothing to set", column: args.endColumn,
            hint: "annotations set dismiss-on-background B, dimming C, mask-image R,F or "
              + "accessory-image WxH")
        }
        apply(
          mask: args[maskImage], accessory: args[accessoryImage],
          to: &session.scene[annotationsOn: host].images)
        if let b = args[dismissOnBackground] {
          session.scene[annotationsOn: host].dismissOnBackgroundTouch = b
        }
        if let c = args[dimming] { session.scene[annotationsOn: host].dimmingColor = c }
        return []
      }
    },
    CommandSpec(
      ["annotations", "cancel"], group: groupAnnotations,
      abstract: "cancel: every annotation goes at once, without animation",
      discussion: """
        Pending spotlights are cancelled and painted ones vanish; each view is dismissed
        without animation (didDismiss fires at once) and leaves the model. As in the
        original the dismiss counter goes below zero, so the overlay stays and didEndDismiss
        does not fire, and the present counter is not reset.
        """
    ) { p in
      let on = onOption(&p)
      return { session, args throws(CommandError) in
        session.scene.cancelAnnotations(on: try host(session, args, on))
        return []
      }
    },
    CommandSpec(
      ["annotations", "at"], group: groupAnnotations, traits: [.readsOnly],
      abstract: "viewAtPoint: and annotationForView: at a point of the container",
      discussion: """
        The first view, in the order annotations were added, whose frame holds the point;
        frames include the transparent margins and the arrow area.
        """
    ) { p in
      let point = p.positional("POINT", .point, help: "X,Y in the container")
      let on = onOption(&p)
      return { session, args throws(CommandError) in
        let point = args[point]
        let scene = session.scene
        let hit = scene[annotationsOn: try host(session, args, on)].order.first { id in
          scene.node(id)?.layer.frame.contains(point) == true
        }
        return [hit.map { "\($0) (view \($0))" } ?? "no annotation at \(point.formatted)"]
      }
    },
    CommandSpec(
      ["annotations"], group: groupAnnotations, traits: [.readsOnly],
      abstract: "the model: annotations in order, their views, visible, the counters"
    ) { p in
      let on = onOption(&p)
      return { session, args throws(CommandError) in
        let scene = session.scene
        let host = try host(session, args, on)
        let manager = scene[annotationsOn: host]
        var lines = [
          "visible \(scene.annotationsVisible(on: host)) container=\(manager.containerType.rawValue) "
            + "needsToPresent=\(manager.needsToPresent) needsToDismiss=\(manager.needsToDismiss) "
            + "dismissOnBackgroundTouch=\(manager.dismissOnBackgroundTouch)"
        ]
        for id in manager.order {
          guard let a = manager.annotations[id] else { continue }
          var line =
            "\(id) portrait=\(a.portraitRect.formatted) landscape=\(a.landscapeRect.formatted) "
            + "arrow=\(a.arrow.name) delay=\(Format.time(a.delay)) animated=\(a.animated) "
            + "dismissOnTouch=\(a.dismissOnTouch)"
          if let text = a.text { line += " text=" + Format.json(text) }
          if let image = a.image { line += " image=\(image.name) \(image.size.formatted)" }
          if let frame = scene.node(id)?.layer.frame { line += " view=\(frame.formatted)" }
          lines.append(line)
        }
        return lines
      }
    },
  ]
}
