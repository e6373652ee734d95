#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A position on the earth in degrees (CLLocationCoordinate2D).
public struct Coordinate: Hashable, Sendable {
  /// Degrees north of the equator, -90...90.
  public var latitude: Double
  /// Degrees east of Greenwich, -180...180.
  public var longitude: Double

  /// A coordinate.
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// A region's extent in degrees (MKCoordinateSpan).
public struct CoordinateSpan: Hashable, Sendable {
  /// Degrees of latitude, north to south.
  public var latitudeDelta: Double
  /// Degrees of longitude, west to east.
  public var longitudeDelta: Double

  /// A span.
  public init(latitudeDelta: Double, longitudeDelta: Double) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// MapKit's flat projection (MKMapPoint): spherical Web Mercator on a square world of
/// 2^28 map points a side, the origin at the north-west corner, x growing east and y south.
public enum Mercator {
  /// MKMapSizeWorld's side: 268 435 456 map points.
  public static let worldSize: Double = 268_435_456
  /// The latitude where the square world ends (about 85.0511 degrees).
  public static let maxLatitude: Double = 85.051_128_779_806_59

  /// MKMapPointForCoordinate; latitudes beyond the square world are clamped to its edge.
  public static func point(_ c: Coordinate) -> Point {
    let lat = min(max(c.latitude, -maxLatitude), maxLatitude)
    let x = (c.longitude + 180) / 360 * worldSize
    let s = sin(lat * .pi / 180)
    let y = (0.5 - log((1 + s) / (1 - s)) / (4 * .pi)) * worldSize
    return Point(x: x, y: y)
  }

  /// MKCoordinateForMapPoint.
  public static func coordinate(_ p: Point) -> Coordinate {
    let lon = p.x / worldSize * 360 - 180
    let lat = (.pi / 2 - 2 * atan(exp((p.y - worldSize / 2) / (worldSize / (2 * .pi))))) * 180 / .pi
    return Coordinate(latitude: lat, longitude: lon)
  }

  /// The map rect of a region: the bounding box of its projected north-west and south-east
  /// corners (MKMapRectForCoordinateRegion).
  public static func rect(center: Coordinate, span: CoordinateSpan) -> Rect {
    let nw = point(
      Coordinate(
        latitude: center.latitude + span.latitudeDelta / 2,
        longitude: center.longitude - span.longitudeDelta / 2))
    let se = point(
      Coordinate(
        latitude: center.latitude - span.latitudeDelta / 2,
        longitude: center.longitude + span.longitudeDelta / 2))
    return Rect(
      x: min(nw.x, se.x), y: min(nw.y, se.y), width: abs(se.x - nw.x), height: abs(se.y - nw.y))
  }

}
