public import ConbookCore
public import ConbookMapDetail
import ConbookModuleKit

/// One map as a page: its picture as an image button (`<input type="image" name="map">`) in a form
/// that posts the point tapped, a form of two numbers for a point by its pixels (for a keyboard or
/// a screen reader, and when the picture is not kept), the place it shows, the last tap's result
/// with its choices posted by their identity, and the places ignored for wrong data.
///
/// **Coordinates.** A browser sends the point of an image button in CSS pixels of the picture as
/// shown (`map.x`, `map.y`). The picture is given its own size (its `width` and `height`
/// attributes, one CSS pixel a pixel of the picture) inside a wrapper of class `map`, whose style
/// keeps it at that size and lets it scroll sideways rather than shrink it; so the point sent is
/// the point of the picture, taken as it is (the mapping is the identity). A point a few pixels
/// outside (a border) is moved onto the picture's edge; one further out is refused. The place
/// marked (`PictureViewModel.marker`) is drawn over the picture by an SVG of the same size.
///
/// Its address is `/maps/ID` once the map's view model names its identity; before that it is the
/// Maps section's, `/maps`.
@MainActor
public final class WebMapDetailScene: MapDetailScene, WebScene {
    private enum Content {
        case loading
        case map(MapDetailViewModel)
        case unavailable(String)
    }

    /// The name of the image button, whose point arrives as `map.x` and `map.y`.
    static let imageButton = "map"
    /// How far outside the picture (a border's width) a point is still taken, on its edge.
    static let edgeTolerance = 16

    private let texts: WebWords<WebMapDetailTexts.Key>
    private let notices: WebNotices
    private var delegate: (any MapDetailSceneDelegate)?
    private var loadGate = SceneLoadGate()
    private var content = Content.loading
    private var mapID: String?

    /// Creates the scene, worded in a language, telling a session's notices.
    public init(language: Language, notices: WebNotices) {
        texts = WebWords(WebMapDetailTexts.self, language: language)
        self.notices = notices
    }

    public func setDelegate(_ delegate: any MapDetailSceneDelegate) {
        self.delegate = delegate
        if loadGate.delegateAttached() { delegate.mapDetailSceneDidLoad() }
    }

    public func show(_ viewModel: MapDetailViewModel) {
        content = .map(viewModel)
        if let id = viewModel.id { mapID = id }
    }

    public func showUnavailable(_ message: String) {
        content = .unavailable(message)
    }

    public func showError(_ message: String) {
        notices.reportProblem(message)
    }

    public var address: WebAddress { mapID.map { .page("maps", $0) } ?? .section("Maps") }

    public var viewingActions: [String] { ["tap", "select"] }

    public func appear() {
        if loadGate.appeared() { delegate?.mapDetailSceneDidLoad() }
    }

    public func page(in context: WebPageContext) -> WebPageContent {
        switch content {
        case .loading:
            return WebPageContent(title: texts(.mapTitle), body: [.element(.p, [], [.text(texts(.loading))])])
        case .unavailable(let message):
            return WebPageContent(
                title: texts(.mapUnavailable),
                body: [
                    .element(.p, [], [.text(message)]), .element(.p, [], [context.link(texts(.allMaps), to: .section("Maps"))]),
                ])
        case .map(let map):
            return WebPageContent(title: map.name, body: body(of: map, in: context))
        }
    }

    public func act(on form: WebForm) throws(WebFormError) {
        guard let delegate, case .map(let map) = content else { throw .notLoadedYet }
        switch form.action {
        case "tap":
            let point = try Self.point(of: form, on: map.picture)
            delegate.mapDetailSceneDidTap(x: point.x, y: point.y)
        case "select":
            let id = try form.value("id")
            let rows = (map.tapResult?.sections ?? []).flatMap(\.rows)
            guard rows.contains(where: { $0.id == id && $0.isSelectable }) else { throw .malformedField("id") }
            delegate.mapDetailSceneDidSelectTapResult(id: id)
        default:
            throw .unknownAction(form.action)
        }
    }

    /// The point a tap's form sent, in pixels of the picture: the image button's point, taken as
    /// it is (the picture shows at its own size), else the two numbers typed.
    private static func point(of form: WebForm, on picture: PictureViewModel?) throws(WebFormError) -> (x: Int, y: Int) {
        let size = picture.flatMap { $0.hasKnownSize ? (width: $0.width, height: $0.height) : nil }
        if let point = form.point(imageButton) {
            guard let x = onPicture(point.x, size?.width), let y = onPicture(point.y, size?.height) else {
                throw .malformedField(imageButton)
            }
            return (x, y)
        }
        return (
            try form.number("x", in: 0...((size?.width).map { $0 - 1 } ?? Int.max)),
            try form.number("y", in: 0...((size?.height).map { $0 - 1 } ?? Int.max))
        )
    }

    /// A coordinate on the picture: as it is when inside, on the edge when just outside; nil when
    /// further out.
    private static func onPicture(_ value: Int, _ length: Int?) -> Int? {
        let last = length.map { $0 - 1 } ?? Int.max
        guard value >= -edgeTolerance, length.map({ value <= $0 - 1 + edgeTolerance }) ?? true else { return nil }
        return min(max(value, 0), last)
    }

    private func body(of map: MapDetailViewModel, in context: WebPageContext) -> [HTML] {
        var body: [HTML] = [.element(.p, [], [.text(map.places)])]
        if let focus = map.focus { body.append(.element(.p, [], [.text(texts(.mapShowing, ["focus": focus]))])) }
        if let picture = map.picture {
            body.append(tappablePicture(picture, named: map.name, in: context) ?? context.picture(picture, alt: map.name))
        }
        body.append(pointForm(map.picture, in: context))
        if let tap = map.tapResult { body.append(tapResult(tap, in: context)) }
        if !map.ignoredPlaces.isEmpty {
            body.append(
                .element(
                    .details, [],
                    [
                        .element(.summary, [], [.text(texts(.mapIgnoredPlaces, ["count": "\(map.ignoredPlaces.count)"]))]),
                        .element(.ul, [], map.ignoredPlaces.map { .element(.li, [], [.text($0)]) }),
                    ]))
        }
        return body
    }

    /// The picture as an image button at its own size, with the place marked over it; nil when
    /// its size is not known or its bytes are not served (then it shows as a plain picture, or
    /// says what it is).
    private func tappablePicture(_ picture: PictureViewModel, named name: String, in context: WebPageContext) -> HTML? {
        guard picture.hasKnownSize, let source = context.pictureAddress(picture) else { return nil }
        let button = HTML.element(
            .input,
            [
                .type("image"), .name(Self.imageButton), .src(source), .alt(texts(.tapPicture, ["name": name])),
                .width(picture.width), .height(picture.height),
            ])
        var content = [context.form("tap", [button])]
        if let marker = picture.marker { content.append(Self.marker(marker, width: picture.width, height: picture.height)) }
        var shown = [HTML.element(.div, [.class("map")], content)]
        if picture.isEarlierVersion { shown.append(.element(.p, [.class("muted")], [.text(texts(.earlierPictureVersion))])) }
        return .joined(shown)
    }

    /// A ring around the place marked, drawn white under red so that it shows on any map, in
    /// pixels of the picture.
    private static func marker(_ marker: PictureViewModel.Marker, width: Int, height: Int) -> HTML {
        let radius = max(marker.radius, 12)
        let ring =
            "M \(marker.x - radius) \(marker.y) a \(radius) \(radius) 0 1 0 \(2 * radius) 0 a \(radius) \(radius) 0 1 0 \(-2 * radius) 0 Z"
        return .element(
            .svg,
            [
                .svgNamespace, .viewBox(width: width, height: height), .svgLength(.width, width), .svgLength(.height, height),
                .ariaHidden,
            ],
            [
                .element(.path, [.d(ring), .fill("none"), .stroke("#ffffff"), .strokeWidth(8)]),
                .element(.path, [.d(ring), .fill("none"), .stroke("#d40000"), .strokeWidth(4)]),
            ])
    }

    /// Two number fields for a point, within the picture when its size is known.
    private func pointForm(_ picture: PictureViewModel?, in context: WebPageContext) -> HTML {
        let size = picture.flatMap { $0.hasKnownSize ? (width: $0.width, height: $0.height) : nil }
        func field(_ name: String, label: WebMapDetailTexts.Key, length: Int?) -> [HTML] {
            let id = "map-point-" + name
            return [
                .element(.label, [.for(id)], [.text(texts(label))]),
                .element(
                    .input,
                    [.type("number"), .name(name), .id(id), .min(0), .inputMode("numeric"), .required]
                        + (length.map { [HTMLAttribute.max($0 - 1)] } ?? [])),
            ]
        }
        return context.form(
            "tap",
            [
                .element(
                    .fieldset, [],
                    [.element(.legend, [], [.text(texts(.tapByPoint))])] + field("x", label: .tapX, length: size?.width)
                        + field("y", label: .tapY, length: size?.height)
                        + [.element(.button, [.type("submit")], [.text(texts(.tapButton))])])
            ])
    }

    private func tapResult(_ tap: MapTapViewModel, in context: WebPageContext) -> HTML {
        var content: [HTML] = [.element(.h2, [], [.text(texts(.mapTapAt, ["point": tap.point, "title": tap.title]))])]
        content += tap.details.map { .element(.p, [], [.text($0)]) }
        content += tap.sections.map { section in
            .element(
                .section, [],
                [
                    .element(.h3, [], [.text(section.title)]),
                    .element(.ul, [.class("rows")], section.rows.map { .element(.li, [], row($0, in: context)) }),
                ])
        }
        return .element(.section, [], content)
    }

    private func row(_ row: MapTapRowViewModel, in context: WebPageContext) -> [HTML] {
        let title =
            row.isSelectable
            ? context.button("select", fields: [("id", row.id)], label: row.title)
            : .element(.span, [.class("row-title")], [.text(row.title)])
        return [title] + (row.detail.map { [.element(.p, [.class("row-detail")], [.text($0)])] } ?? [])
    }
}

extension WebSceneFactory: MapDetailSceneFactory {
    public func makeMapDetailScene() -> WebMapDetailScene {
        WebMapDetailScene(language: language, notices: notices)
    }
}
