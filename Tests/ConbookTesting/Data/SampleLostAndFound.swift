public import ConbookCore

/// The sample convention's lost & found, as its server lists it: two items lost, two found (one
/// with a picture), one returned, in no particular order; times in the convention's zone.
public enum SampleLostAndFound {
    /// A phone lost on the first morning, the older of the two lost.
    public static let phone = LostAndFoundItem(
        id: 11, title: "Black phone", description: "Lost near the Dealers' Den, green case.", status: .lost,
        lostAt: SampleConvention.local(SampleConvention.day1, 10, 15))
    /// A scarf lost on the second day, the newer lost.
    public static let scarf = LostAndFoundItem(
        id: 12, title: "Rainbow scarf", status: .lost, lostAt: SampleConvention.local(SampleConvention.day2, 14, 0))
    /// A plush found on the first evening, with a picture.
    public static let plush = LostAndFoundItem(
        id: 21, title: "Fox plush", description: "Orange, about 30 cm, found in Room A.", status: .found,
        lostAt: SampleConvention.local(SampleConvention.day1, 17, 0),
        foundAt: SampleConvention.local(SampleConvention.day1, 19, 30),
        pictureAddress: "https://pictures.example/lost/21.jpg")
    /// Keys found on the second day, the newer found; no time of loss known.
    public static let keys = LostAndFoundItem(
        id: 22, title: "Keys with a paw keyring", status: .found,
        foundAt: SampleConvention.local(SampleConvention.day2, 9, 5))
    /// A badge returned on the second day.
    public static let badge = LostAndFoundItem(
        id: 31, title: "Badge “Some Guy”", status: .returned,
        lostAt: SampleConvention.local(SampleConvention.day1, 8, 0),
        foundAt: SampleConvention.local(SampleConvention.day1, 9, 0),
        returnedAt: SampleConvention.local(SampleConvention.day2, 11, 45))

    /// The five items, in no particular order.
    public static let items = [plush, phone, badge, keys, scarf]
}
