/// The Core's reasons in words of a catalogue's language: why a link is not followed, why a place
/// on a map cannot be used, why a place is left off a map. The Core gives these as English
/// sentences; each one it writes has a key whose English template is exactly that sentence, so a
/// reason is matched against the English templates and written with the catalogue's. A reason no
/// template matches is shown as given.
public enum ReasonWording {
    /// The keys of the Core's reasons.
    static let keys: [ModuleText] = [
        .reasonLinkHasNoAddress, .reasonAddressTooLong, .reasonAddressHasNoScheme, .reasonWebAddressMalformed,
        .reasonMailAddressMalformed, .reasonPhoneNumberMalformed, .reasonSchemeNotFollowed, .reasonEventNotFound,
        .reasonDealerNotFound, .reasonKnowledgeEntryNotFound, .reasonRoomNotFound, .reasonPlaceNotFound,
        .reasonDealerNotInDen, .reasonRoomNotInSchedule, .reasonPlaceOnNoMap, .reasonTapRadiusNegative,
        .reasonPointOutsidePicture,
    ]

    /// A reason the Core gave, in the catalogue's language (as given when it is not one the
    /// catalogue knows, or the catalogue is English).
    public static func text(of reason: String, in texts: TextCatalogue<ModuleText>) -> String {
        guard texts.language != ModuleTexts.english.language else { return reason }
        for key in keys {
            guard let template = ModuleTexts.english.template(of: key), let values = match(reason, template) else { continue }
            return texts(key, values)
        }
        return reason
    }

    /// The values of the placeholders when the text is the template filled in, else nil.
    static func match(_ text: String, _ template: String) -> [String: String]? {
        var pattern = "^"
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pattern += escaped(rest[..<open]) + "(.+?)"
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        pattern += escaped(rest) + "$"
        guard let regex = try? Regex(pattern), let found = text.wholeMatch(of: regex) else { return nil }
        var values: [String: String] = [:]
        for (index, name) in names.enumerated() {
            guard let value = found.output[index + 1].substring else { return nil }
            values[name] = String(value)
        }
        return values
    }

    private static func escaped(_ text: Substring) -> String {
        var pattern = ""
        for character in text {
            if "\\^$.|?*+()[]{}/-".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }
}
