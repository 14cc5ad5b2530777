import ConbookCore
import Foundation

extension Instant {
    /// The instant of a Foundation date, to the nearest millisecond.
    init(_ date: Date) {
        self.init(millisecondsSinceEpoch: Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }

    /// The same instant as a Foundation date.
    var date: Date {
        Date(timeIntervalSince1970: Double(millisecondsSinceEpoch) / 1000)
    }
}
