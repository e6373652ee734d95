import SimGeometry
import Testing

@Suite struct MercatorTests {
  @Test func worldCorners() {
    let w = Mercator.worldSize
    #expect(w == 268_435_456)
    let origin = Mercator.point(Coordinate(latitude: 0, longitude: 0))
    #expect(origin == Point(x: w / 2, y: w / 2))
    #expect(Mercator.point(Coordinate(latitude: 0, longitude: -180)).x == 0)
    #expect(Mercator.point(Coordinate(latitude: 0, longitude: 180)).x == w)
    // The square world ends at about 85.0511 degrees; beyond is clamped to its edge.
    #expect(abs(Mercator.point(Coordinate(latitude: 89, longitude: 0)).y) < 1e-6)
    #expect(abs(Mercator.point(Coordinate(latitude: -89, longitude: 0)).y - w) < 1e-6)
  }

  @Test func roundTrips() {
    for lat in stride(from: -85.0, through: 85.0, by: 7.3) {
      for lon in stride(from: -180.0, through: 180.0, by: 23.1) {
        let c = Mercator.coordinate(Mercator.point(Coordinate(latitude: lat, longitude: lon)))
        #expect(abs(c.latitude - lat) < 1e-9 && abs(c.longitude - lon) < 1e-9)
      }
    }
  }

  @Test func regionRectIsTheBoundingBoxOfItsCorners() {
    let r = Mercator.rect(
      center: Coordinate(latitude: 37.785334, longitude: -122.406964),
      span: CoordinateSpan(latitudeDelta: 0.003515, longitudeDelta: 0.007129))
    // The GIK sample region: 5315.8 map points wide; fitted to 768x1024 by the larger
    // ratio, 6.9216 map points per screen point.
    #expect(abs(r.width - 5315.768) < 0.001)
    #expect(abs(max(r.width / 768, r.height / 1024) - 6.9216) < 0.0001)
  }
}
