`scene load` starts a scene from what lldb prints for
`po [[UIWindow keyWindow] recursiveDescription]`. These are real outputs people
have published (load/SOURCES.md says where). The window sets the screen (iOS 7,
320x480); every view becomes a plain view named Class.N by address; hidden,
alpha, autoresize and userInteractionEnabled come along.

  $ scene load load/ios7-navbar-empty-back-button.txt
  loaded 17 views from load/ios7-navbar-empty-back-button.txt (recursiveDescription)
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480 autoresize=width,height
    view UILayoutContainerView.1 frame=0,0,320,480 autoresize=width,height
      view UINavigationTransitionView.1 frame=0,0,320,480 autoresize=width,height
        view UIViewControllerWrapperView.1 frame=0,0,320,480 autoresize=width,height touches=off
          view UIView.1 frame=0,0,320,480 autoresize=right,bottom
            view _UILayoutGuide.1 frame=0,0,0,64 hidden
            view _UILayoutGuide.2 frame=0,480,0,0 hidden
      view UINavigationBar.1 frame=0,20,320,44 autoresize=width touches=off
        view _UINavigationBarBackground.1 frame=0,-20,320,64 autoresize=width touches=off
          view _UIBackdropView.1 frame=0,0,320,64 autoresize=width,height touches=off
            view _UIBackdropEffectView.1 frame=0,0,320,64 autoresize=width,height touches=off
            view UIView.2 frame=0,0,320,64 hidden autoresize=width,height touches=off
          image UIImageView.1 image=320x0.5 frame=0,64,320,0.5 touches=off
        view UINavigationItemView.1 frame=124,8,163,27 touches=off
          label UILabel.1 text="A Story About a Fish" frame=0,3,163,22 touches=off
        view UINavigationItemButtonView.1 frame=8,6,110,30 touches=off
          label UILabel.2 text=Passionfruit frame=-981,-995,91,22 touches=off
        view _UINavigationBarBackIndicatorView.1 frame=8,12,12.5,20.5 touches=off
  $ windows
  window level=root windowLevel=0 key
  no navigation window

The first UILabel by address is the title; the back button's label sits far
off screen, as the post shows.

  $ print UILabel.1
  label UILabel.1 text="A Story About a Fish" frame=0,3,163,22 touches=off
  $ print UILabel.2
  label UILabel.2 text=Passionfruit frame=-981,-995,91,22 touches=off

An iOS 15 Pro Max simulator: the screen follows the window, 428x926.

  $ scene load load/ios15-navcontroller-iphone-promax.txt
  loaded 15 views from load/ios15-navcontroller-iphone-promax.txt (recursiveDescription)
  $ print UIView.2
  view UIView.2 frame=0,0,428,926 autoresize=width,height
    label UILabel.1 text=CENTER font="system 15" frame=182,453,64.333,20.333 autoresize=right,bottom touches=off
  $ render cols 43
  t=0s screen=428x926 portrait: 43x47 characters, 1 column = 9.953 points
  +_UIVisualEffectBackdropView.1------------+
  |                                         |
  +_UINavigationBarContentView.1------------+
  |                                         |
  +-----------------------------------------+
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                 CENTER                  |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  |                                         |
  +-----------------------------------------+

A description printed with NSLog starts with the log's own words ("Nav bar "),
and this bar has a transform: its frame is the transformed one, so the centre is
moved back by the translation.

  $ scene load load/ios7-nslog-navbar-transform.txt
  loaded 10 views from load/ios7-nslog-navbar-transform.txt (recursiveDescription)
  $ print CustomNavigationBar.1
  view CustomNavigationBar.1 frame=0,8,320,56 bounds=0,0,320,56 transform=1,0,0,1,0,-12 autoresize=width touches=off
    view _UINavigationBarBackground.1 frame=0,-8,320,76 autoresize=width touches=off
      image UIImageView.1 image=320x0.5 frame=0,76,320,0.5 touches=off
    view UINavigationButton.1 frame=5,18,44,30
      image UIImageView.2 image=22x22 frame=11,4,22,22 touches=off
    view UIView.1 frame=55,5,224,58
      image UIImageView.3 image=36x36 frame=2,15,36,36 touches=off
      label UILabel.1 text="11 Cards" font="system 11" frame=43,18,156,14 touches=off
      label UILabel.2 text="2 weeks ago" font="system 10" frame=45,33,154,13 touches=off
    view _UINavigationBarBackIndicatorView.1 frame=8,24,12.5,20.5 alpha=0 touches=off

Cycript wraps the text in back-ticks, and this one starts at a
UITransitionView, not a window: it goes into the window, and its size (0,0 at
the top) sets the screen. 82 views, 17 levels.

  $ scene load load/ios15-cycript-appleid-signin-unicode-escapes.txt
  loaded 82 views from load/ios15-cycript-appleid-signin-unicode-escapes.txt (recursiveDescription)
  $ dump UITransitionView.1
  {"id":"UITransitionView.1","kind":"view","parent":"window","frame":[0,0,375,667],"alpha":1,"hidden":false,"bounds":[0,0,375,667],"autoresize":"width,height"}

Mangled Swift class names become Module.Class (SwiftUI), and layer lines and the
text after a view's closing '>' are skipped.

  $ scene load load/ios16-swiftui-list-sentry-tests.txt
  loaded 28 views from load/ios16-swiftui-list-sentry-tests.txt (recursiveDescription)
  $ print SwiftUI._UIHostingView.1
  view SwiftUI._UIHostingView.1 frame=0,0,300,500 autoresize=width,height
    view SwiftUI.PlatformViewHost.1 frame=0,0,300,500
      view SwiftUI.UpdateCoalescingCollectionView.1 frame=0,0,300,500 autoresize=width,height
        view _UICollectionViewListLayoutSectionBackgroundColorDecorationView.2 frame=-16,-1000,332,1100.33 touches=off
        view _UICollectionViewListLayoutSectionBackgroundColorDecorationView.1 frame=-16,100.333,332,1081.67 touches=off
        view SwiftUI.ListCollectionViewCell.3 frame=16,38.667,268,44
          view _UISystemBackgroundView.3 frame=0,0,268,44
            view UIView.4 frame=0,0,268,44
          view _UICollectionViewListCellContentView.3 frame=0,0,268,44
            view SwiftUI.CellHostingView.1 frame=0,0,268,44 autoresize=width,height
              view SwiftUI.DisplayList.2 frame=16,12,45.333,20.333
        view SwiftUI.ListCollectionViewCell.1 frame=16,118,268,44
          view _UISystemBackgroundView.1 frame=0,0,268,44
            view UIView.1 frame=0,0,268,44
          view _UICollectionViewListCellContentView.1 frame=0,0,268,44
            view SwiftUI.CellHostingView.3 frame=0,0,268,44 autoresize=width,height
              view SwiftUI.DisplayList.1 frame=16,12,47.667,20.333
        view SwiftUI.ListCollectionViewCell.2 frame=16,0,268,38.667
          view _UISystemBackgroundView.2 frame=0,0,268,38.667
          view _UICollectionViewListCellContentView.2 frame=0,0,268,38.667
            view SwiftUI.CellHostingView.2 frame=0,0,268,38.667 autoresize=width,height
              view SwiftUI.DisplayList.3 frame=16,17,65.667,15.667
        view _UIScrollViewScrollIndicator.1 frame=294,431,3,7 alpha=0 autoresize=left
          view UIView.2 frame=0,0,3,7
        view _UIScrollViewScrollIndicator.2 frame=290,435,7,3 alpha=0 autoresize=top
          view UIView.3 frame=0,0,7,3
  $ scene load load/ios8-armv7-photo-picker-collectionview.txt
  loaded 51 views from load/ios8-armv7-photo-picker-collectionview.txt (recursiveDescription)
  $ print PUCollectionView.1
  view PUCollectionView.1 frame=0,0,320,568 autoresize=width,height
    view PUPhotosGridCell.1 frame=0,9.5,78.5,78.5
      view PUPhotoView.10 frame=0,0,78.5,78.5
    view PUPhotosGridCell.8 frame=80.5,9.5,78.5,78.5
      view PUPhotoView.8 frame=0,0,78.5,78.5
    view PUPhotosGridCell.13 frame=161,9.5,78.5,78.5
      view PUPhotoView.1 frame=0,0,78.5,78.5
    view PUPhotosGridCell.14 frame=241.5,9.5,78.5,78.5
      view PUPhotoView.6 frame=0,0,78.5,78.5
    view PUPhotosGridCell.9 frame=0,90,78.5,78.5
      view PUPhotoView.7 frame=0,0,78.5,78.5
    view PUPhotosGridCell.4 frame=80.5,90,78.5,78.5
      view PUPhotoView.2 frame=0,0,78.5,78.5
    view PUPhotosGridCell.5 frame=161,90,78.5,78.5
      view PUPhotoView.11 frame=0,0,78.5,78.5
    view PUPhotosGridCell.16 frame=241.5,90,78.5,78.5
      view PUPhotoView.12 frame=0,0,78.5,78.5
    view PUPhotosGridCell.6 frame=0,170.5,78.5,78.5
      view PUPhotoView.5 frame=0,0,78.5,78.5
    view PUPhotosGridCell.15 frame=80.5,170.5,78.5,78.5
      view PUPhotoView.14 frame=0,0,78.5,78.5
    view PUPhotosGridCell.12 frame=161,170.5,78.5,78.5
      view PUPhotoView.13 frame=0,0,78.5,78.5
    view PUPhotosGridCell.7 frame=241.5,170.5,78.5,78.5
      view PUPhotoView.15 frame=0,0,78.5,78.5
    view PUPhotosGridCell.11 frame=0,251,78.5,78.5
      view PUPhotoView.4 frame=0,0,78.5,78.5
    view PUPhotosGridCell.10 frame=80.5,251,78.5,78.5
      view PUPhotoView.9 frame=0,0,78.5,78.5
    view PUPhotosGridCell.2 frame=161,251,78.5,78.5
      view PUPhotoView.16 frame=0,0,78.5,78.5
    view PUPhotosGridCell.3 frame=241.5,251,78.5,78.5
      view PUPhotoView.3 frame=0,0,78.5,78.5
      view UIView.1 frame=0,0,78.5,78.5 alpha=0.5 hidden touches=off
    image UIImageView.2 image=2.5x44 frame=317.5,480,2.5,44 alpha=0 autoresize=left touches=off
    image UIImageView.3 image=7x2.5 frame=313,521.5,7,2.5 alpha=0 autoresize=top touches=off

scenesim's own `dump` loads back: saved.json was written by `dump` after a
scene in landscape with colours, alpha, a scale, a translation and autoresizing,
with the app in the background at t=1s. Its `dump` is the same line again.

  $ scene load load/saved.json
  loaded 4 views in 1 window from load/saved.json (dump)
  $ dump
  {"time":1,"screen":{"size":[568,320],"orientation":"landscape"},"app":"background","nodes":[{"id":"window","kind":"window","parent":null,"frame":[0,0,568,320],"alpha":1,"hidden":false,"bounds":[0,0,568,320],"autoresize":"width,height","level":"root","windowLevel":0,"key":true},{"id":"root","kind":"view","parent":"window","frame":[0,0,568,320],"alpha":1,"hidden":false,"bounds":[0,0,568,320],"autoresize":"width,height"},{"id":"a","kind":"view","parent":"root","frame":[10,20,200,100],"alpha":1,"hidden":false,"bounds":[0,0,200,100],"color":"#336699"},{"id":"b","kind":"view","parent":"a","frame":[-20,-15,100,80],"alpha":1,"hidden":true,"bounds":[0,0,50,40],"transform":[2,0,0,2,0,0],"autoresize":"left,width","interactive":false},{"id":"c","kind":"view","parent":"root","frame":[3,4,30,30],"alpha":1,"hidden":false,"bounds":[0,0,30,30],"transform":[1,0,0,1,3,4]}]}

A dump spread over several lines, as a JSON formatter writes it
(`python3 -m json.tool`), loads as the one-line dump does.

  $ scene load load/pretty.json
  loaded 2 views in 1 window from load/pretty.json (dump)
  $ print a
  view a frame=10,20,30,40 color=#FF0000

Quoted text may hold '<', ';' and brackets, even an apostrophe ('Hold'em'): the
fields after it still count.

  $ scene load load/quoted-text.txt
  loaded 3 views from load/quoted-text.txt (recursiveDescription)
  $ print window
  window window level=root windowLevel=0 key frame=0,0,320,480
    label UILabel.1 text="< Back" font="system 16" frame=8,6,60,20
    label UILabel.2 text="Total (incl; VAT" font="system 14" frame=80,6,100,20 autoresize=width touches=off
    label UILabel.3 text="Texas Hold'em Poker" font="system 10" frame=200,6,100,20 hidden

Whatever cannot be read is an error that names the line or the node, and the
scene stays as it was.

  $ scene load load/missing.txt
  error: cannot read 'load/missing.txt': no such file at column 12
  $ scene load load/bad-nesting.txt
  error: load/bad-nesting.txt: line 2: nested 2 levels below the line above: "<UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>"
  $ scene load load/no-frame.txt
  error: load/no-frame.txt: line 2: UIView has no frame = (x y; w h): "<UIView: 0x3; alpha = 0.5; layer = <CALayer: 0x4>>"
  $ scene load load/unclosed-middle.txt
  error: load/unclosed-middle.txt: line 2: a '<' is never closed: "| <UIView: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>"
  $ scene load load/not-a-view.txt
  error: load/not-a-view.txt: no views in the file: a view is a line such as <UIView: 0x...; frame = (x y; w h); ...>
  $ scene load load/popover.json
  error: load/popover.json: node 'p': 'arrow' belongs to a popover; scene load rebuilds plain views and windows
  $ scene load load/component-kind.json
  error: load/component-kind.json: node 'a': a pin is a component's node; scene load rebuilds plain views and windows
  $ scene load load/duplicate.json
  error: load/duplicate.json: node 'a': a second node with that id
  $ scene load load/empty.txt
  error: load/empty.txt: no views in the file: a view is a line such as <UIView: 0x...; frame = (x y; w h); ...>
  $ scene load load/infinite.txt
  error: load/infinite.txt: line 1: frame = (0 0; 1e999 480) is not (x y; w h): numbers within ±1e9, sizes of 0 or more
  $ scene load load/negative.txt
  error: load/negative.txt: line 2: frame = (0 0; -5 10) is not (x y; w h): numbers within ±1e9, sizes of 0 or more
  $ scene load load/nan-transform.txt
  error: load/nan-transform.txt: line 2: transform = [nan, 0, 0, 1, 0, 0] is not [a, b, c, d, tx, ty] or a 4x4 matrix: "<UIView: 0x2; frame = (0 0; 5 10); transform = [nan, 0, 0..."
  $ print
  t=0s screen=320x480 portrait app=active
  window window level=root windowLevel=0 key frame=0,0,320,480
    label UILabel.1 text="< Back" font="system 16" frame=8,6,60,20
    label UILabel.2 text="Total (incl; VAT" font="system 14" frame=80,6,100,20 autoresize=width touches=off
    label UILabel.3 text="Texas Hold'em Poker" font="system 10" frame=200,6,100,20 hidden
