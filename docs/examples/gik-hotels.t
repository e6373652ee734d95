GIKAnimatedCallout's README, "In Use": "Create a subclass of
GIKMapViewController. Adopt the GIKCalloutDetailDataSource protocol. In the
detailController:detailForAnnotation: delegate method, provide a data object
from your model which will be displayed in the detail controller", and
"HotelDetailViewController is a view controller whose UITableView is added to
GIKCalloutContentView detail view". The sample's MapViewController shows the
hotels of Hotels.plist, each a HotelAnnotation whose title is the hotel's
name, on a map of San Francisco (startupRegion, MapViewController.m 45-46).
The README says it is meant for the iPad.

  $ screen ipad
  $ map add map frame 0,0,{screen.width},{screen.height} center 37.785334,-122.406964 span 0.003515,0.007129
  $ callout set detail-rows sample
  $ pin add parc at 37.784721,-122.408697 title "Parc 55 Wyndham"
  $ pin add palomar at 37.785376,-122.405607 title "Hotel Palomar"
  $ pin add marquis at 37.78509,-122.404751 title "Mariott Marquis"
  $ pin add florence at 37.786553,-122.4083 title "Villa Florence"

The data source's detail for a hotel is its HotelDetailViewController, whose
table shows two directions rows, then the phone, home page and address
(HotelDetailViewController.m 84-130, 177).

  $ callout cells parc "Directions To Here" "Directions From Here" "phone|(415) 392-8000" "home page|http://www.parc55hotel.com" "address|55 Cyril Magnin Street\nSan Francisco CA\n94102"
  $ callout cells palomar "Directions To Here" "Directions From Here" "phone|(415) 348-1111" "home page|http://www.hotelpalomar-sf.com" "address|12 4th Street\nSan Francisco CA\n94103"
  $ settle
  settled at 0.5s

A tap on a pin shows its callout; the accessory's tap slides the bubble aside
and expands it into the detail table.

  $ tap palomar
  tap 538.188,491.275: hit palomar at 16,19.5
  [0.5s] map: didSelectAnnotationView(annotation: palomar)
  [0.5s] map: detailForAnnotation(annotation: palomar)
  $ settle
  [0.6s] palomar.callout: completion(pop: 1.1, finished: true)
  [0.7s] palomar.callout: completion(pop: 0.95, finished: true)
  [0.8s] palomar.callout: completion(pop: 1, finished: true)
  settled at 0.8s
  $ tap palomar.callout accessory
  tap 540.688,434.775: hit palomar.callout.accessory at 14.5,14.5
  [0.8s] palomar.callout: disableMapSelections()
  [0.8s] palomar.callout: accessoryButtonTapped()
  $ settle
  [1.1s] palomar.callout: completion(phase: 1, finished: true)
  [1.4s] palomar.callout: completion(phase: 2, finished: true)
  [1.8s] map: enableMapSelections(annotation: palomar)
  settled at 1.8s
  $ print palomar.callout.table
  callout-table palomar.callout.table rows=sample contentHeight=336 offset=0 frame=0,0,320,345
    table-row palomar.callout.row1 section=1 row=1 frame=10,10,300,44
      label palomar.callout.row1.text text="Directions To Here" frame=10,0,280,44
    table-row palomar.callout.row2 section=1 row=2 frame=10,54,300,44
      label palomar.callout.row2.text text="Directions From Here" frame=10,0,280,44
    table-row palomar.callout.row3 section=2 row=1 frame=10,118,300,44
      label palomar.callout.row3.text text=phone frame=0,0,77,44
      label palomar.callout.row3.detail text="(415) 348-1111" frame=83,0,207,44
    table-row palomar.callout.row4 section=3 row=1 frame=10,182,300,44
      label palomar.callout.row4.text text="home page" frame=0,0,77,44
      label palomar.callout.row4.detail text=http://www.hotelpalomar-sf.com frame=83,0,207,44
    table-row palomar.callout.row5 section=4 row=1 frame=10,246,300,80
      label palomar.callout.row5.text text=address frame=0,0,77,44
      label palomar.callout.row5.detail text="12 4th Street\nSan Francisco CA\n94103" frame=83,0,207,80
  $ render svg gik-hotels.svg
  wrote gik-hotels.svg: 768x1046 px at t=1.8s, 8726 bytes
