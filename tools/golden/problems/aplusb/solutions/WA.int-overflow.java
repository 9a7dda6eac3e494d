// expect WA: the sum cast to int overflows on the large cases.
import java.util.Scanner;

public class Main {
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    long a = in.nextLong();
    long b = in.nextLong();
    int sum = (int) (a + b);
    System.out.println(sum);
  }
}
