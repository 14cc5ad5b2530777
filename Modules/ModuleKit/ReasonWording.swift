public import ConbookCore

/// The Core's reasons in words of a catalogue's language: why a link is not followed, why a place
/// on a map cannot be used or is left off it.
public enum ReasonWording {
    /// Why a link is not followed.
    public static func text(of refusal: LinkRefusal, in texts: TextCatalogue<ModuleText>) -> String {
        switch refusal {
        case .noAddress: texts(.reasonLinkHasNoAddress)
        case .tooLong: texts(.reasonAddressTooLong)
        case .noScheme: texts(.reasonAddressHasNoScheme)
        case .malformedWebAddress: texts(.reasonWebAddressMalformed)
        case .malformedMailAddress: texts(.reasonMailAddressMalformed)
        case .malformedPhoneNumber: texts(.reasonPhoneNumberMalformed)
        case .schemeNotFollowed(let scheme): texts(.reasonSchemeNotFollowed, ["scheme": scheme])
        case .notInConvention(let kind, let id): texts(key(ofMissing: kind), ["id": id])
        }
    }

    /// Why a place on a map cannot be used.
    public static func text(of problem: MapPlaceProblem, in texts: TextCatalogue<ModuleText>) -> String {
        switch problem {
        case .dealerNotInDen: texts(.reasonDealerNotInDen)
        case .roomNotInSchedule: texts(.reasonRoomNotInSchedule)
        case .placeOnNoMap: texts(.reasonPlaceOnNoMap)
        case .negativeTapRadius(let radius): texts(.reasonTapRadiusNegative, ["radius": "\(radius)"])
        case .outsidePicture(let x, let y, let width, let height):
            texts(.reasonPointOutsidePicture, ["x": "\(x)", "y": "\(y)", "width": "\(width)", "height": "\(height)"])
        }
    }

    private static func key(ofMissing kind: LinkRefusal.ContentKind) -> ModuleText {
        switch kind {
        case .event: .reasonEventNotFound
        case .dealer: .reasonDealerNotFound
        case .knowledgeEntry: .reasonKnowledgeEntryNotFound
        case .room: .reasonRoomNotFound
        case .mapEntry: .reasonPlaceNotFound
        }
    }
}
