/// A day the Dealers' Den is open, as dealers say they attend it.
public enum DealerDay: String, CaseIterable, Hashable, Sendable, Comparable {
    case thursday, friday, saturday

    public static func < (lhs: DealerDay, rhs: DealerDay) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
