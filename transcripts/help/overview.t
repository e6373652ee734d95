`help` alone lists the commands by group, families by their second words; in a
terminal a long text goes through the pager (`$PAGER`, else `less -FRX`).

  $ help
  The commands by group; help WORD describes those starting with WORD, help all
  lists every command with its usage.
  
  Scene, device, clock:
    screen, scene (load), rotate, app, on, appearance, reset, tick [to], settle,
    time, after, pending
  Inspection and input:
    print, echo, dump, tap, long-press, drag
  Views:
    view (add|set|animate|remove)
  UIKit content:
    label (add|set), button (add|set), image (add)
  Core Animation:
    anim (basic|keyframes|group|add|step|remove)
  Popovers (FWTPopoverView 1.3.0):
    popover (add|set|present|adjust|dismiss|path|animation)
  Fidelity:
    quirks, ios, quirk
  Annotations (FWTAnnotationManager 1.2.2):
    annotation (add|remove|forget), annotations [container|set|cancel|at]
  Windows (CFANavigationWindow 27671aa):
    window (root|push|pop|pop-all|finish|app|present|dismiss|orientations),
    windows [set]
  Maps (MKMapView model):
    map (add|region|pan|zoom|point|coordinate|show|disappear|remove)
  Pins (MKPinAnnotationView, SVPulsingAnnotationView 20a3b83):
    pin (add|set|remove|scatter|load|select|deselect)
  Callouts (GIKAnimatedCallout d345568):
    callout (cells|detail|pieces|set|autopan)
  Pictures:
    render [svg|film], watch, view (on|off)
  Session: scripts, undo, recording:
    source, undo, rewind, record, save, settings, timer, clear, terminal
  Help:
    help, apropos, quit, exit
  
  In the REPL: Tab completes; Ctrl-C abandons the line, or stops a running command
  and keeps the scene as it was; a pasted block runs line by line; Ctrl-D, quit or
  exit leaves. COMMAND > FILE sends its output to FILE (>> FILE adds to its end),
  as in a shell: dump > scene.json.

`help all` lists every command by group, with its usage and a one-line summary.
Optional parts are in brackets; `|` separates alternatives.

  $ help all
  Scene, device, clock:
    screen SIZE [ORIENTATION]
        start an empty scene on that screen at t=0
    scene load FILE
        start a scene from a recursiveDescription or a dump file
    rotate ORIENTATION [animated B] [duration D]
        turn the interface to one of its four orientations, animated as UIKit does
    app active|inactive|background
        set the application state (UIApplication.applicationState)
    on [STATE|ID] [EVENT] [LINE]
        run a command when the app enters a state, or when a node's event fires
    appearance light|dark
        the interface style, light or dark (UITraitCollection.userInterfaceStyle)
    reset
        same screen and orientation, empty scene, t=0
    tick DURATION
        advance virtual time; print each event that fired, stamped
    tick to TIME
        advance virtual time to an absolute time
    settle [limit DURATION]
        advance until no finite work is pending
    time
        print the current virtual time
    after SECONDS LINE
        run a command that much virtual time later (dispatch_after)
    pending
        scheduled work and running animations, in firing order
  
  Inspection and input:
    print [ID]
        frame states now, as an indented tree
    echo TEXT
        print words, braced values worked out: echo {a.frame.maxX}
    dump [ID]
        the same state as one line of JSON
    tap TARGET [PART]
        a touch at a screen point or at the centre of a node
    long-press TARGET [PART] [to POINT] [duration D]
        a finger held still, then lifted or moved; the clock advances meanwhile
    drag FROM TO [duration D]
        a finger moved from one point to another; the clock advances meanwhile
  
  Views:
    view add ID frame X,Y,W,H [in PARENT] [color C] [alpha A] [hidden B]
        [transform T]
        add a plain view in front of its parent's subviews
    view set ID [frame X,Y,W,H] [bounds X,Y,W,H] [center X,Y] [alpha A] [color C]
        [transform T] [hidden B] [interactive B] [autoresize MASK]
        set view properties at once, without animation
    view animate ID [duration D] [delay D] [curve CURVE] [spring DAMPING]
        [velocity V] [from-current B] [repeat B] [autoreverse B] [frame X,Y,W,H]
        [bounds X,Y,W,H] [center X,Y] [alpha A] [color C] [transform T] [then
        LINE]
        animate view properties (UIView
        animateWithDuration:delay:options:animations:completion:)
    view remove ID
        remove a view and its subviews (removeFromSuperview)
  
  UIKit content:
    label add ID frame X,Y,W,H [in PARENT] [color C] text TEXT [font FONT] [size
        PT] [text-color C] [align ALIGN] [lines N]
        a UILabel with text
    label set ID [text TEXT] [font FONT] [size PT] [text-color C] [align ALIGN]
        [lines N]
        change a label's text or style
    button add ID frame X,Y,W,H [in PARENT] [color C] title TITLE [enabled B]
        a UIButton with a title
    button set ID [title TITLE] [enabled B]
        change a button's title or enabled state
    image add ID frame X,Y,W,H [in PARENT] [color C] [image WxH] [mode MODE]
        a UIImageView
  
  Core Animation:
    anim basic NAME KEYPATH from V to V [duration D] [begin D] [speed S] [offset
        D] [repeat N] [repeat-duration D] [autoreverse B] [fill MODE]
        [removed-on-completion B] [timing CURVE] [additive B]
        define a CABasicAnimation from one value to another
    anim keyframes NAME KEYPATH values V... [key-times T...] [mode MODE]
        [timing-functions CURVE...] [duration D] [begin D] [speed S] [offset D]
        [repeat N] [repeat-duration D] [autoreverse B] [fill MODE]
        [removed-on-completion B] [timing CURVE] [additive B]
        define a CAKeyframeAnimation through several values
    anim group NAME children NAME... [duration D] [begin D] [speed S] [offset D]
        [repeat N] [repeat-duration D] [autoreverse B] [fill MODE]
        [removed-on-completion B] [timing CURVE] [additive B]
        define a CAAnimationGroup of defined animations
    anim add NAME to ID [as KEY] [then LINE]
        add a defined animation to a layer (addAnimation:forKey:)
    anim step ID KEYPATH values V...
        set a property to one value per screen refresh (60 Hz), as a display link
        does
    anim remove ID KEY
        remove a layer's animation by key (removeAnimationForKey:)
  
  Popovers (FWTPopoverView 1.3.0):
    popover add ID [size WxH] [adjust B] [arrow-size WxH] [corner-offset N]
        [corner-radius R] [fill C] [stroke C] [line-width N] [line-join JOIN]
        [line-cap CAP] [miter-limit N] [dash A,B,...] [inner-border N|none]
        [inner-border-width W] [inner-border-color C] [dash-phase N]
        [shadow-radius N] [shadow-offset DX,DY] [shadow-color C] [shadow-opacity
        A] [present-duration D] [dismiss-duration D] [adjust-duration D]
        [present-delay D] [dismiss-delay D] [present-curve CURVE] [dismiss-curve
        CURVE] [present-options FLAGS] [dismiss-options FLAGS] [background-image
        NAME WxH] [caps T,L,B,R]
        create a popover with FWTPopoverView's defaults (not yet shown)
    popover set ID [size WxH] [adjust B] [arrow-size WxH] [corner-offset N]
        [corner-radius R] [fill C] [stroke C] [line-width N] [line-join JOIN]
        [line-cap CAP] [miter-limit N] [dash A,B,...] [inner-border N|none]
        [inner-border-width W] [inner-border-color C] [dash-phase N]
        [shadow-radius N] [shadow-offset DX,DY] [shadow-color C] [shadow-opacity
        A] [present-duration D] [dismiss-duration D] [adjust-duration D]
        [present-delay D] [dismiss-delay D] [present-curve CURVE] [dismiss-curve
        CURVE] [present-options FLAGS] [dismiss-options FLAGS] [background-image
        NAME WxH] [caps T,L,B,R]
        change a popover's properties (they apply from the next present)
    popover present ID from X,Y,W,H|ID [in VIEW] [arrow DIR] [animated B] [then
        LINE]
        presentFromRect:inView:permittedArrowDirection:animated:
    popover adjust ID to X,Y,W,H [animated B]
        adjustPositionToRect:animated: - move to point at another rect
    popover dismiss ID [animated B] [then LINE]
        dismissPopoverAnimated: - fade out, leave the superview, didDismiss
    popover path ID [stretched B] [rect X,Y,W,H|frame]
        the background outline (bezierPathForRect:) as path commands
    popover animation ID [prepare|present|dismiss] [LINE]
        the animation helper's prepare, present and dismiss blocks as command
        lines
  
  Fidelity:
    quirks
        the originals' known quirks, each on (as the original) or off (corrected)
    ios [auto|6|7|8]
        the iOS release whose UIView animation model blocks follow
    quirk NAME STATE
        turn one quirk on (the original's behaviour) or off (corrected)
  
  Annotations (FWTAnnotationManager 1.2.2):
    annotation add ID [portrait X,Y,W,H] [landscape X,Y,W,H] [arrow DIR] [delay D]
        [animated B] [dismiss-on-touch B] [text TEXT] [image NAME WxH] [size WxH]
        [arrow-size WxH] [corner-offset N] [corner-radius R] [content-insets
        T,L,B,R] [style NAME] [font-size PT] [font-weight W] [lines N] [align A]
        [text-color C] [label-background C] [text-shadow-color C]
        [text-shadow-offset DX,DY] [prepare-block LINE] [present-block LINE]
        [dismiss-block LINE] [on VIEW] [adjust B] [fill C] [stroke C] [line-width
        N] [line-join JOIN] [line-cap CAP] [miter-limit N] [dash A,B,...]
        [inner-border N|none] [inner-border-width W] [inner-border-color C]
        [dash-phase N] [shadow-radius N] [shadow-offset DX,DY] [shadow-color C]
        [shadow-opacity A] [present-duration D] [dismiss-duration D]
        [adjust-duration D] [present-delay D] [dismiss-delay D] [present-curve
        CURVE] [dismiss-curve CURVE] [present-options FLAGS] [dismiss-options
        FLAGS] [background-image NAME WxH] [caps T,L,B,R]
        fwt_addAnnotation: on a view controller: add it and present it
    annotation remove ID [and ID...] [on VIEW]
        fwt_removeAnnotation(s): from code: one, several, or all
    annotation forget ID
        removeAnnotation: on the model alone: its view stays
    annotations container default|radial [on VIEW]
        the container type, before the first annotation
    annotations set [dismiss-on-background B] [dimming C] [mask-image R,F]
        [accessory-image WxH] [on VIEW]
        manager settings
    annotations cancel [on VIEW]
        cancel: every annotation goes at once, without animation
    annotations at POINT [on VIEW]
        viewAtPoint: and annotationForView: at a point of the container
    annotations [on VIEW]
        the model: annotations in order, their views, visible, the counters
  
  Windows (CFANavigationWindow 27671aa):
    window root ID [animated B] [then LINE]
        cfa_replaceRootWindowWithController: a new navigation window holding ID
    window push ID level LEVEL [animated B] [then LINE]
        pushController:atWindowLevel:withAnimator: a window for ID at a level
    window pop ID [animated B] [then LINE]
        popController:withAnimator: the window holding ID
    window pop-all [animated B] [then LINE]
        popAllControllersWithAnimator: every pushed window
    window finish
        animationFinished of the oldest transition a custom animator holds
    window app ID level N
        a plain, non-managed app window for ID at a window level
    window present ID on WINDOW [then LINE]
        presentViewController:animated:NO on a window's root controller
    window dismiss WINDOW [then LINE]
        dismissViewControllerAnimated:NO of a window's root controller
    window orientations ID ORIENTATIONS
        a controller's supportedInterfaceOrientations
    windows set [ignore-non-managed B] [animator demo|custom]
        ignoreNonManagedWindows, or which animator animated transitions use
    windows
        the window stack front to back, each window's level and the key window
  
  Maps (MKMapView model):
    map add ID frame X,Y,W,H [in PARENT] [center LAT,LON] [span DLAT,DLON]
        an MKMapView showing a region (default: GIK's sample, Union Square)
    map region ID center LAT,LON span DLAT,DLON [animated B]
        setRegion:animated: (fitted to the view's aspect)
    map pan ID DX,DY [animated B]
        scroll the map by DX,DY points (the visible rect moves; pins move the
        other way)
    map zoom ID FACTOR [animated B] [about X,Y]
        zoom in by FACTOR about the centre or a point (below 1 zooms out)
    map point ID LAT,LON
        convertCoordinate:toPointToView: the map view's point for LAT,LON
    map coordinate ID X,Y
        convertPoint:toCoordinateFromView: the coordinate under X,Y of the map
        view
    map show ID
        the region, the visible map rect, pins, views alive and the reuse queue
    map disappear ID
        viewWillDisappear: of its controller: every annotation goes
    map remove ID
        remove a map view with its pins
  
  Pins (MKPinAnnotationView, SVPulsingAnnotationView 20a3b83):
    pin add ID at LAT,LON [on MAP] [title TEXT] [subtitle TEXT] [style STYLE]
        [color C] [image WxH] [drop B] [offset X,Y] [look LOOK] [pulse-color C]
        [outer-color C] [outer-alpha A] [scale-factor F] [dot-inset N]
        [pulse-duration D] [outer-pulse-duration D] [delay D|forever] [pop-in B]
        [pop-in-block LINE] [dot-image WxH] [heading-image WxH] [image-view
        X,Y,W,H] [enabled B] [can-show-callout B] [draggable B]
        addAnnotation: a pin and, near the visible rect, its annotation view
    pin set ID [at LAT,LON] [selection-enabled B] [title TEXT] [subtitle TEXT]
        [style STYLE] [color C] [image WxH] [drop B] [offset X,Y] [look LOOK]
        [pulse-color C] [outer-color C] [outer-alpha A] [scale-factor F]
        [dot-inset N] [pulse-duration D] [outer-pulse-duration D] [delay
        D|forever] [pop-in B] [pop-in-block LINE] [dot-image WxH] [heading-image
        WxH] [image-view X,Y,W,H] [enabled B] [can-show-callout B] [draggable B]
        change a pin's title, style or SVPulsingAnnotationView properties
    pin remove ID
        removeAnnotation: the pin goes with its view
    pin scatter N [on MAP] [seed S] [span DLAT,DLON]
        N plain pins at reproducible pseudo-random places, for scale
    pin load FILE [on MAP]
        pins from a GeoJSON (Point features) or CSV (id,lat,lon[,title]) file
    pin select ID
        selectAnnotation:animated: (a GIK pin gets its callout)
    pin deselect ID
        deselectAnnotation:animated: (GIK removes the callout at once)
  
  Callouts (GIKAnimatedCallout d345568):
    callout cells PIN [CELL...]
        the detail table's cells for a pin (tableView:cellForRowAtIndexPath:)
    callout detail ID
        the accessory's action: default mode -> detail mode
    callout pieces ID
        the fifteen image views of the bubble, as layoutSubviews lays them out
    callout set [detail-size WxH] [detail-rows ROWS] [left-accessory WxH]
        the detail's size and rows (the data source); beyond GIK, a left accessory
    callout autopan on|off [padding N]
        beyond GIK: pan the map so a callout fits, as Leaflet's autoPan does
  
  Pictures:
    render [cols N] [rows N] [ascii B]
        a picture of the screen now, in the terminal
    render svg FILE [scale S] [labels B]
        the screen now as an SVG file, 1 point = 1 pixel
    render film FILE from T0 to T1 every DT [scale S]
        frames from T0 to T1 every DT side by side (SVG), or a player (.html)
    watch on|off [cols N]
        redraw the terminal picture after every command
    view on [PORT] [read-only]
        serve the scene as a live page in a browser, to watch and touch
    view off
        stop serving the live page
  
  Session: scripts, undo, recording:
    source FILE [--keep-going]
        run a script, or the commands of a .t transcript, in this session
    undo
        the scene as before the last command that could change it; repeatable
    rewind TIME
        the scene as it was at an earlier virtual time; what came after is dropped
    record FILE
        write the session from here on as a transcript; record off stops
    save FILE [--all]
        write the commands that built this scene as a script (.t: as a transcript)
    settings [ascii on|off|auto] [columns N|auto] [rows N|auto] [timer B]
        [history-size N] [events all|printed]
        every session-wide switch and its value; settings KEY VALUE sets one
    timer on|off
        print each REPL command's wall time on standard error (never recorded)
    clear
        clear the terminal's screen, as Ctrl-L does
    terminal SIZE
        the terminal pictures are drawn for: its size, or none (ASCII, 80 wide)
  
  Help:
    help [COMMAND] [SUBCOMMAND]
        the commands by group, help all every one, or help COMMAND one
    apropos WORD
        the commands whose help mentions WORD
    quit
        leave scenesim (exit and Ctrl-D do the same)
    exit
        leave scenesim, as quit does
  
  Type 'help COMMAND' for details. A unique prefix of a command word is enough.
  In the REPL: Tab completes; Ctrl-C abandons the line, or stops a running command
  and keeps the scene as it was; a pasted block runs line by line; Ctrl-D, quit or
  exit leaves. COMMAND > FILE sends its output to FILE (>> FILE adds to its end),
  as in a shell: dump > scene.json.
