The detail as the sample's table. GIK shows whatever view its data source's
controller has (GIKMapViewController.m 119); the sample's is
HotelDetailViewController's grouped UITableView (HotelDetailTableView.xib:
320x345, section headers and footers 10 high, rows 44), with two direction rows,
the phone, the home page and the address, 80 high
(HotelDetailViewController.m 74-152). detail-rows sample gives it; rows are
views ID.row1, ID.row2 ... in the table's scroll view, ID.table.

  $ screen ipad
  $ map add m frame 0,0,768,1024
  $ pin add parc55 at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar"
  $ callout set detail-rows sample
  $ pin select parc55
  [0s] m: didSelectAnnotationView(annotation: parc55)
  [0s] m: detailForAnnotation(annotation: parc55)
  $ settle
  [0.1s] parc55.callout: completion(pop: 1.1, finished: true)
  [0.2s] parc55.callout: completion(pop: 0.95, finished: true)
  [0.3s] parc55.callout: completion(pop: 1, finished: true)
  settled at 0.5s
  $ tap parc55.callout accessory
  tap 341.806,524.059: hit parc55.callout.accessory at 14.5,14.5
  [0.5s] parc55.callout: disableMapSelections()
  [0.5s] parc55.callout: accessoryButtonTapped()
  $ settle
  [0.8s] parc55.callout: completion(phase: 1, finished: true)
  [1.1s] parc55.callout: completion(phase: 2, finished: true)
  [1.5s] m: enableMapSelections(annotation: parc55)
  settled at 1.5s
  $ print parc55.callout.detail
  view parc55.callout.detail frame=0,40,320,345
    callout-table parc55.callout.table rows=sample contentHeight=336 offset=0 frame=0,0,320,345
      table-row parc55.callout.row1 section=1 row=1 frame=10,10,300,44
      table-row parc55.callout.row2 section=1 row=2 frame=10,54,300,44
      table-row parc55.callout.row3 section=2 row=1 frame=10,118,300,44
      table-row parc55.callout.row4 section=3 row=1 frame=10,182,300,44
      table-row parc55.callout.row5 section=4 row=1 frame=10,246,300,80

A tap on a row: the callout's tap recognizer turns map selections off, then the
table selects the row and the sample's tableView:didSelectRowAtIndexPath: turns
them off again (HotelDetailViewController.m 154-161), so two re-enables follow a
second later.

  $ tap parc55.callout row3
  tap 386.306,553.059: hit parc55.callout.row3 at 150,22, handled by parc55.callout.table
  [1.5s] parc55.callout: disableMapSelections()
  [1.5s] parc55.callout: didSelectRow(section: 2, row: 1)
  [1.5s] parc55.callout: disableMapSelections()
  $ settle
  [2.5s] m: enableMapSelections(annotation: parc55)
  [2.5s] m: enableMapSelections(annotation: parc55)
  settled at 2.5s

Content taller than the table scrolls with a drag, the 10 pt of the pan
recognizer's hysteresis left out, between the top and the end of the content; a
drag that scrolls selects nothing. The data source's rows change the tables on
the map at once (reloadData keeps the offset as far as it can).

  $ callout set detail-rows 44,44,44,44/44,44,44,44/80,80
  $ drag parc55.callout.row3 parc55.callout.row1
  drag 386.306,533.059 to 386.306,445.059: hit parc55.callout.row3 at 150,22, handled by parc55.callout.table; a pan
  $ print parc55.callout.table
  callout-table parc55.callout.table rows=44,44,44,44/44,44,44,44/80,80 contentHeight=572 offset=78 frame=0,0,320,345
    table-row parc55.callout.row1 section=1 row=1 frame=10,-68,300,44
    table-row parc55.callout.row2 section=1 row=2 frame=10,-24,300,44
    table-row parc55.callout.row3 section=1 row=3 frame=10,20,300,44
    table-row parc55.callout.row4 section=1 row=4 frame=10,64,300,44
    table-row parc55.callout.row5 section=2 row=1 frame=10,128,300,44
    table-row parc55.callout.row6 section=2 row=2 frame=10,172,300,44
    table-row parc55.callout.row7 section=2 row=3 frame=10,216,300,44
    table-row parc55.callout.row8 section=2 row=4 frame=10,260,300,44
    table-row parc55.callout.row9 section=3 row=1 frame=10,324,300,80
    table-row parc55.callout.row10 section=3 row=2 frame=10,404,300,80
  $ drag parc55.callout.row5 parc55.callout.row1 duration 0.3
  drag 386.306,563.059 to 386.306,367.059: hit parc55.callout.row5 at 150,22, handled by parc55.callout.table; a pan
  $ print parc55.callout.table
  callout-table parc55.callout.table rows=44,44,44,44/44,44,44,44/80,80 contentHeight=572 offset=227 frame=0,0,320,345
    table-row parc55.callout.row1 section=1 row=1 frame=10,-217,300,44
    table-row parc55.callout.row2 section=1 row=2 frame=10,-173,300,44
    table-row parc55.callout.row3 section=1 row=3 frame=10,-129,300,44
    table-row parc55.callout.row4 section=1 row=4 frame=10,-85,300,44
    table-row parc55.callout.row5 section=2 row=1 frame=10,-21,300,44
    table-row parc55.callout.row6 section=2 row=2 frame=10,23,300,44
    table-row parc55.callout.row7 section=2 row=3 frame=10,67,300,44
    table-row parc55.callout.row8 section=2 row=4 frame=10,111,300,44
    table-row parc55.callout.row9 section=3 row=1 frame=10,175,300,80
    table-row parc55.callout.row10 section=3 row=2 frame=10,255,300,80
  $ render svg detail-table.svg
  wrote detail-table.svg: 768x1046 px at t=3.05s, 5696 bytes
  $ tap parc55.callout row10
  tap 386.306,708.059: hit parc55.callout.row10 at 150,40, handled by parc55.callout.table
  [3.05s] parc55.callout: disableMapSelections()
  [3.05s] parc55.callout: didSelectRow(section: 3, row: 2)
  [3.05s] parc55.callout: disableMapSelections()
  $ drag parc55.callout.row9 0,1000
  drag 386.306,628.059 to 0,1000: hit parc55.callout.row9 at 150,40, handled by parc55.callout.table; a pan
  $ print parc55.callout.table
  callout-table parc55.callout.table rows=44,44,44,44/44,44,44,44/80,80 contentHeight=572 offset=0 frame=0,0,320,345
    table-row parc55.callout.row1 section=1 row=1 frame=10,10,300,44
    table-row parc55.callout.row2 section=1 row=2 frame=10,54,300,44
    table-row parc55.callout.row3 section=1 row=3 frame=10,98,300,44
    table-row parc55.callout.row4 section=1 row=4 frame=10,142,300,44
    table-row parc55.callout.row5 section=2 row=1 frame=10,206,300,44
    table-row parc55.callout.row6 section=2 row=2 frame=10,250,300,44
    table-row parc55.callout.row7 section=2 row=3 frame=10,294,300,44
    table-row parc55.callout.row8 section=2 row=4 frame=10,338,300,44
    table-row parc55.callout.row9 section=3 row=1 frame=10,402,300,80
    table-row parc55.callout.row10 section=3 row=2 frame=10,482,300,80
  $ callout set detail-rows none
  $ print parc55.callout.detail
  view parc55.callout.detail frame=0,40,320,345
  $ callout set detail-rows 44,,80
  error: expected sample, none, or row heights (1 to 1000) such as 44,44/80, sections split by / and rows by commas, at most 200 rows, not '44,,80' at column 25
  $ callout set detail-rows 0
  error: expected sample, none, or row heights (1 to 1000) such as 44,44/80, sections split by / and rows by commas, at most 200 rows, not '0' at column 25
