/// A presentation-agnostic screen: what a front end (the console, a test's capturing scene)
/// shows for one module. Each module's scene protocol refines this one and speaks display values only.
@MainActor
public protocol Scene: AnyObject {}
