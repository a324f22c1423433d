package rules

// Temporary until the analysis branch lands.
type Forms uint8

const (
	FormStandard Forms = 1 << iota
	FormThirteenOrphans
	FormSevenPairs
)
