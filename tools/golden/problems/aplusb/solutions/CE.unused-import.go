// expect CE: Go refuses an unused import.
package main

import (
	"fmt"
	"os"
)

func main() {
	var a, b int64
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
